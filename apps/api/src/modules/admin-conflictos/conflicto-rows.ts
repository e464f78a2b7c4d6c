import type { Conflicto } from "@portal/domain/conflicto";
import { type AnyColumn, asc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { conflicto_placa as c, juridico, natural, persona, tipo_placa, vehiculo } from "../../db/schema/index";

const holder = alias(vehiculo, "existente");
const holderPersona = alias(persona, "existente_persona");
const holderNatural = alias(natural, "existente_natural");
const holderJuridico = alias(juridico, "existente_juridico");
const nameOf = (j: { empresa: AnyColumn }, n: { nombre: AnyColumn; apellido: AnyColumn }) =>
  sql<string | null>`coalesce(${j.empresa}, ${n.nombre} || ' ' || ${n.apellido})`;

/** Plate conflicts matching `where`, with both carriers named, at most `limit` in `id` order. */
export async function selectConflictos(db: Db | Tx, where: SQL | undefined, limit: number): Promise<Conflicto[]> {
  const rows = await db
    .select({
      c,
      tipo_placa: { id: tipo_placa.id, nombre: tipo_placa.nombre },
      reclamante: { persona_id: persona.id, nit: persona.nit, nombre: nameOf(juridico, natural) },
      existente: { vehiculo_id: holder.id, activo: holder.activo, persona_id: holderPersona.id, nit: holderPersona.nit, nombre: nameOf(holderJuridico, holderNatural) },
    })
    .from(c)
    .innerJoin(tipo_placa, eq(tipo_placa.id, c.tipo_placa_id))
    .innerJoin(persona, eq(persona.id, c.persona_id))
    .leftJoin(natural, eq(natural.persona_id, persona.id))
    .leftJoin(juridico, eq(juridico.persona_id, persona.id))
    .leftJoin(holder, eq(holder.id, c.existente_vehiculo_id))
    .leftJoin(holderPersona, eq(holderPersona.id, holder.persona_id))
    .leftJoin(holderNatural, eq(holderNatural.persona_id, holder.persona_id))
    .leftJoin(holderJuridico, eq(holderJuridico.persona_id, holder.persona_id))
    .where(where)
    .orderBy(asc(c.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.c.id,
    estado: r.c.estado,
    tipo_placa: r.tipo_placa,
    numero_placa: r.c.numero_placa,
    reclamante: r.reclamante,
    existente:
      r.existente.vehiculo_id !== null && r.existente.persona_id !== null
        ? { vehiculo_id: r.existente.vehiculo_id, activo: r.existente.activo ?? false, persona_id: r.existente.persona_id, nit: r.existente.nit ?? "", nombre: r.existente.nombre }
        : null,
    motivo: r.c.motivo,
    created_at: r.c.created_at.toISOString(),
    resuelto_en: r.c.resuelto_en?.toISOString() ?? null,
  }));
}
