import type { AuditoriaItem } from "@portal/domain/auditoria";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type auditoria, usuario } from "../db/schema/index";
import { toAuditoriaItem } from "./audit-item";
import { personName } from "./person-name";

/**
 * Trail rows as items that name the person who acted (name and NIT of the account, whoever among the
 * carrier's members it was) and the carrier it was done for.
 */
export async function withPeople(db: Db, rows: Array<typeof auditoria.$inferSelect>): Promise<AuditoriaItem[]> {
  const ids = [...new Set(rows.filter((r) => r.actor_tipo === "usuario" && r.actor_id !== null).map((r) => r.actor_id!))];
  const people = ids.length
    ? await db.select({ id: usuario.id, nit: usuario.nit, nombre: personName(sql`"usuario"."id"`) }).from(usuario).where(inArray(usuario.id, ids))
    : [];
  const byId = new Map(people.map((p) => [p.id, { nombre: p.nombre, nit: p.nit }]));
  return rows.map((r) => ({
    ...toAuditoriaItem(r),
    autor_persona: r.actor_tipo === "usuario" && r.actor_id !== null ? (byId.get(r.actor_id) ?? null) : null,
    transportista_id: r.persona_id,
  }));
}

