import { paths } from "@/app/paths";
import { MissingState } from "@/components/missing-state";
import type { PilotoNavState } from "@/lib/nav-state";

export type { PilotoNavState };

export const pilotoNavState = (pilotoId: number): PilotoNavState => ({ pilotoId });

/** The pilot id from navigation state; null after a reload or a pasted URL. Also accepts `{ piloto: { id } }`. */
export function pilotoIdFromState(state: unknown): number | null {
  if (!state || typeof state !== "object") return null;
  const s = state as { pilotoId?: unknown; piloto?: { id?: unknown } };
  const id = s.pilotoId ?? s.piloto?.id;
  return typeof id === "number" && Number.isInteger(id) && id > 0 ? id : null;
}

/** Shown when a pilot screen is opened without its pilot: says so and links back to the list. */
export function MissingPiloto({ text }: { text: string }) {
  return <MissingState text={text} backHref={paths.piloto.getHref()} backLabel="Volver a Pilotos" />;
}
