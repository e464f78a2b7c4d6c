import { addDias, diasRestantes } from "@portal/domain/vencimiento";

/** Days before an item's last day at which its reminder is mailed. */
export const UMBRALES = [60, 30, 7, 0] as const;
export type Umbral = (typeof UMBRALES)[number];

/** How long after its last day an item's "vence hoy" reminder may still go out (the server was down that day). */
export const LATE_DAYS = 7;

/**
 * The threshold an item `dias` days from its date has just crossed, or null: only the latest one, so an
 * item already 5 days away when reminders start gets the 7-day mail, not the 60 and 30 too. Items
 * expired for longer than a week get none.
 */
export function currentUmbral(dias: number): Umbral | null {
  if (dias > UMBRALES[0] || dias <= -LATE_DAYS) return null;
  return UMBRALES.filter((u) => dias <= u).at(-1) ?? null;
}

/** The Monday (Guatemala's calendar) of the week `today` falls in: the weekly digest's key. */
export function weekStart(today: string): string {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDias(today, -weekday);
}

export { diasRestantes };
