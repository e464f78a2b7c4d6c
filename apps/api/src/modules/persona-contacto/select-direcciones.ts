import { asc, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { departamento, municipio, pais, persona_direccion, tipo_direccion } from "../../db/schema/index";

/** Addresses matching `where`, with their catalogue references nested as `{id, nombre}`. At most `limit` in `id` order (decision 095). */
export function selectDirecciones(db: Db | Tx, where: SQL, limit = 1) {
  const d = persona_direccion;
  return db
    .select({
      id: d.id,
      persona_id: d.persona_id,
      direccion: d.direccion,
      direccion_completa: d.direccion_completa,
      notificar: d.notificar,
      pais_id: d.pais_id,
      departamento_id: d.departamento_id,
      municipio_id: d.municipio_id,
      tipo_direccion_id: d.tipo_direccion_id,
      pais: { id: pais.id, nombre: pais.nombre },
      departamento: { id: departamento.id, nombre: departamento.nombre },
      municipio: { id: municipio.id, nombre: municipio.nombre },
      tipo_direccion: { id: tipo_direccion.id, nombre: tipo_direccion.nombre },
    })
    .from(d)
    .innerJoin(pais, eq(pais.id, d.pais_id))
    .innerJoin(departamento, eq(departamento.id, d.departamento_id))
    .innerJoin(municipio, eq(municipio.id, d.municipio_id))
    .innerJoin(tipo_direccion, eq(tipo_direccion.id, d.tipo_direccion_id))
    .where(where)
    .orderBy(asc(d.id))
    .limit(limit);
}
