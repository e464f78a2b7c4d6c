import { BUZON_MSG, type Cierre } from "@portal/domain/buzon";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notificacion } from "../../db/schema/index";
import { conflict, notFound, unprocessable } from "../../lib/errors";

/** Closes a requirement as atendido or no atendido, once: a second closing is refused (409) and changes nothing. */
export async function closeNotificacion(db: Db, id: number, staffId: number, cierre: Cierre, now: Date): Promise<void> {
  const [row] = await db.select({ tipo: notificacion.tipo }).from(notificacion).where(eq(notificacion.id, id)).limit(1);
  if (!row) throw notFound(BUZON_MSG.noEncontrada);
  if (row.tipo !== "requerimiento") throw unprocessable(BUZON_MSG.soloRequerimiento);
  const closed = await db
    .update(notificacion)
    .set({ cierre, cerrada_en: now, cerrada_por: staffId })
    .where(and(eq(notificacion.id, id), isNull(notificacion.cierre)))
    .returning({ id: notificacion.id });
  if (closed.length === 0) throw conflict(BUZON_MSG.cerrado);
}
