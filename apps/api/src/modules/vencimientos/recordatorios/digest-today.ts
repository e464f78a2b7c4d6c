import type { Pendiente } from "@portal/domain/vencimiento";
import { and, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { PENDIENTE_SOURCES } from "../pendiente-sources";
import { usuariosOfPersonas } from "./due-today";
import { notAllSent, ofUsuarios, usuarioOf } from "./not-sent-yet";

/**
 * The week's digest (decision 216): every carrier with something missing whose digest of the week
 * (`pendientes`, the Monday) is not out yet, with its items in the order of the home screen. Each
 * source is one query over every carrier, not one per carrier.
 */
export async function digestToday(db: Db, monday: string, usuarioIds?: number[]): Promise<Map<number, Pendiente[]>> {
  const owner = (personaId: Parameters<typeof usuarioOf>[0]) =>
    and(ofUsuarios(personaId, usuarioIds), notAllSent(usuarioOf(personaId), sql`'pendientes'`, sql`0`, sql`${monday}::date`))!;
  const rows = (await Promise.all(PENDIENTE_SOURCES(db, owner))).flat();
  const owners = await usuariosOfPersonas(db, rows.map((r) => r.persona_id));
  const byUsuario = new Map<number, Pendiente[]>();
  for (const { persona_id, ...item } of rows) {
    const usuarioId = owners.get(persona_id)!;
    const items = byUsuario.get(usuarioId) ?? [];
    items.push(item);
    byUsuario.set(usuarioId, items);
  }
  return byUsuario;
}
