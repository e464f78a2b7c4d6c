import { isLicenciaVigente, type Licencia } from "@portal/domain/licencia";
import { todayInGuatemala } from "@portal/domain/formats";
import { asc, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { licencia, tipo_licencia } from "../../db/schema/index";

/** Licences matching `where` (which must carry the ownership condition), as answered; at most `limit` in `id` order. */
export async function selectLicencias(db: Db | Tx, where: SQL, limit = 1): Promise<Licencia[]> {
  const rows = await db
    .select({
      id: licencia.id,
      numero: licencia.numero,
      inicia: licencia.inicia,
      fin: licencia.fin,
      tipo_licencia_id: licencia.tipo_licencia_id,
      tipo_licencia: { id: tipo_licencia.id, nombre: tipo_licencia.nombre },
      created_at: licencia.created_at,
    })
    .from(licencia)
    .innerJoin(tipo_licencia, eq(tipo_licencia.id, licencia.tipo_licencia_id))
    .where(where)
    .orderBy(asc(licencia.id))
    .limit(limit);
  const today = todayInGuatemala();
  return rows.map((r) => {
    const activo = isLicenciaVigente(r.inicia, r.fin, today);
    return { ...r, activo, estado: activo ? "Vigente" : "Expirada", created_at: r.created_at.toISOString() };
  });
}
