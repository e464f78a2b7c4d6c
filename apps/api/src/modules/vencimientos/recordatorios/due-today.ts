import { addDias, diasRestantes, type Vencimiento } from "@portal/domain/vencimiento";
import { and, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { persona } from "../../../db/schema/index";
import { mergeSources } from "../keyset-merge";
import { compareDue } from "../list-vencimientos";
import { DUE_SOURCES, type DueWindow } from "../vencimiento-sources";
import { LATE_DAYS, UMBRALES } from "./thresholds";
import { notAllSent, ofUsuarios, umbralOf, usuarioOf } from "./not-sent-yet";

export type DueItem = Vencimiento & { usuario_id: number };

/**
 * Every carrier's items at a threshold whose mails are not all out (decision 216): one indexed range
 * read per source over the dates of the window (6 days past to 60 ahead), each row checked against
 * `recordatorio` by its key. Items already mailed at their threshold cost one index probe; carriers
 * with nothing due are never read.
 */
export async function dueToday(db: Db, today: string, usuarioIds?: number[]): Promise<DueItem[]> {
  const w: DueWindow = {
    desde: addDias(today, 1 - LATE_DAYS),
    hasta: addDias(today, UMBRALES[0]),
    where: ({ tipo, id, fecha, personaId }) =>
      and(ofUsuarios(personaId, usuarioIds), notAllSent(usuarioOf(personaId), sql`${`${tipo}:`} || ${id}`, umbralOf(fecha, today), fecha)),
  };
  const rows = await mergeSources(DUE_SOURCES.map((source) => source(db, w)), compareDue);
  const owners = await usuariosOfPersonas(db, rows.map((r) => r.persona_id));
  return rows.map(({ persona_id, ...r }) => ({ ...r, usuario_id: owners.get(persona_id)!, dias_restantes: diasRestantes(r.fecha, today) }));
}

/** persona id → usuario id, in one read. */
export async function usuariosOfPersonas(db: Db, personaIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(personaIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: persona.id, usuario_id: persona.usuario_id }).from(persona).where(inArray(persona.id, ids));
  return new Map(rows.map((r) => [r.id, r.usuario_id]));
}
