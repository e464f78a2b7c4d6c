import { asc, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { persona_telefono, tipo_telefono } from "../../db/schema/index";

/** Phones matching `where`, with `tipo_telefono` nested as `{id, nombre}`. At most `limit` in `id` order (decision 095). */
export function selectTelefonos(db: Db | Tx, where: SQL, limit = 1) {
  const t = persona_telefono;
  return db
    .select({
      id: t.id,
      persona_id: t.persona_id,
      numero: t.numero,
      notificar: t.notificar,
      tipo_telefono_id: t.tipo_telefono_id,
      tipo_telefono: { id: tipo_telefono.id, nombre: tipo_telefono.nombre },
    })
    .from(t)
    .innerJoin(tipo_telefono, eq(tipo_telefono.id, t.tipo_telefono_id))
    .where(where)
    .orderBy(asc(t.id))
    .limit(limit);
}
