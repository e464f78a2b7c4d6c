import { estadoNotificacion, type NotificacionDetail, venceEl } from "@portal/domain/buzon";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notificacion } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { n, selectDetalles } from "../../lib/notices/select";
import { ownedBy, requireOwned } from "../../lib/ownership";

/** The caller's notice `id` in full, or 404 (another carrier's and a missing one alike). */
export async function readOwnNotificacion(db: Db, id: number, userId: number, now: Date): Promise<NotificacionDetail> {
  const [detail] = await selectDetalles(db, and(eq(n.id, id), ownedBy(n.persona_id, userId, "leer"))!, now, false);
  if (!detail) throw notFound();
  return detail;
}

/**
 * Opens a notice: the first time anyone of the carrier does, its receipt is recorded (who, when, from
 * which address), once: the update only writes while there is none, so two first readers at once leave
 * the first one's. A reading within the 10 days brings the deadline forward to run from that day.
 */
export async function openNotificacion(db: Db, id: number, userId: number, ip: string | null, now: Date): Promise<NotificacionDetail> {
  const row = await requireOwned(db, notificacion, id, userId, "leer");
  if (row.leida_en === null) {
    const served = estadoNotificacion({ ...row, leida_en: now }, now);
    const vence = served.forma === "lectura" ? venceEl(row, now) : row.vence_el;
    await db
      .update(notificacion)
      .set({ leida_en: now, leida_por: userId, leida_ip: ip?.slice(0, 64) ?? null, vence_el: vence })
      .where(and(eq(notificacion.id, id), isNull(notificacion.leida_en)));
  }
  return readOwnNotificacion(db, id, userId, now);
}
