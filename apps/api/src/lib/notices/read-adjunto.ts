import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notificacion_adjunto } from "../../db/schema/index";
import { notFound } from "../errors";
import { readArchivo } from "../pdf";

/**
 * An attachment of notice `notificacionId` (of the notice itself or of one of its answers), with its
 * bytes, or 404. `visible` limits the notices the caller may read (the carrier's ownership rule).
 */
export async function readAdjunto(db: Db, notificacionId: number, adjuntoId: number, visible: SQL = sql`true`) {
  const [row] = await db
    .select({ archivo_id: notificacion_adjunto.archivo_id, nombre: notificacion_adjunto.nombre })
    .from(notificacion_adjunto)
    .where(
      and(
        eq(notificacion_adjunto.id, adjuntoId),
        or(
          eq(notificacion_adjunto.notificacion_id, notificacionId),
          sql`${notificacion_adjunto.respuesta_id} in (select r.id from notificacion_respuesta r where r.notificacion_id = ${notificacionId})`,
        ),
        sql`${notificacionId} in (select n.id from notificacion n where ${visible})`,
      ),
    )
    .limit(1);
  const file = row ? await readArchivo(db, row.archivo_id) : undefined;
  if (!row || !file) throw notFound();
  return { file, fileName: row.nombre };
}
