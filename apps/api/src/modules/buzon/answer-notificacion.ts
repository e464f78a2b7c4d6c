import { BUZON_MSG, esFueraDePlazo, estadoNotificacion } from "@portal/domain/buzon";
import type { Db } from "../../db/client";
import { notificacion, notificacion_respuesta } from "../../db/schema/index";
import { conflict, unprocessable } from "../../lib/errors";
import { type AdjuntoListo, contenidoSha256, storeAdjuntos } from "../../lib/notices/adjuntos";
import { requireOwned } from "../../lib/ownership";

/**
 * The carrier's answer to a requirement, by the person signed in, with its PDFs. An answer after the
 * deadline is accepted and marked `fuera_de_plazo`; a closed requirement takes no more answers (409).
 * `readAdjuntos` checks the files, once the notice is known to be the caller's.
 */
export async function answerNotificacion(
  db: Db,
  id: number,
  userId: number,
  texto: string,
  readAdjuntos: () => Promise<AdjuntoListo[]>,
  now: Date,
): Promise<void> {
  const row = await requireOwned(db, notificacion, id, userId, "escribir");
  if (row.tipo !== "requerimiento") throw unprocessable(BUZON_MSG.soloRequerimiento);
  if (row.cierre !== null) throw conflict(BUZON_MSG.cerrado);
  const adjuntos = await readAdjuntos();
  // The route opens the notice first (its receipt); should it still be unread, it is read now.
  const leida = row.leida_en ?? now;
  const { vence_el } = estadoNotificacion({ ...row, leida_en: leida }, now);
  const enviada_en = now;
  const contenido_sha256 = contenidoSha256({ notificacion_id: id, texto, enviada_en: enviada_en.toISOString() }, adjuntos);
  await db.transaction(async (tx) => {
    const [r] = await tx
      .insert(notificacion_respuesta)
      .values({ notificacion_id: id, persona_id: row.persona_id, usuario_id: userId, texto, contenido_sha256, enviada_en, fuera_de_plazo: esFueraDePlazo(vence_el, now) })
      .returning({ id: notificacion_respuesta.id });
    await storeAdjuntos(tx, row.persona_id, { respuesta_id: r.id }, adjuntos);
  });
}
