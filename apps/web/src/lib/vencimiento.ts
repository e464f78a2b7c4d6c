import { todayInGuatemala } from "@portal/domain/formats";

/**
 * A licence or policy whose last day (YYYY-MM-DD) is already behind us in Guatemala: the lists mark it
 * "Licencia vencida" / "Póliza vencida". Its last day itself still counts as in force.
 */
export function isVencida(fin: string | null | undefined, today: string = todayInGuatemala()): boolean {
  if (!fin) return false;
  return fin < today;
}
