import { BUZON_MSG, type notificacionBodySchema } from "@portal/domain/buzon";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { persona } from "../../db/schema/index";
import { invalidField, notFound } from "../../lib/errors";
import type { AdjuntoListo } from "../../lib/notices/adjuntos";
import { insertNotificacion } from "../../lib/notices/send";
import { findReviewRecord } from "../../lib/find-review-record";

type Body = z.output<typeof notificacionBodySchema>;

/**
 * A staff member sends carrier `personaId` a notice, optionally about one of its reviewable records.
 * `readAdjuntos` checks the PDFs once the carrier and the record are known; one transaction writes it all.
 */
export async function sendNotificacion(db: Db, personaId: number, staffId: number, body: Body, readAdjuntos: () => Promise<AdjuntoListo[]>, now: Date): Promise<number> {
  const [carrier] = await db.select({ id: persona.id, nit: persona.nit }).from(persona).where(eq(persona.id, personaId)).limit(1);
  if (!carrier) throw notFound("Transportista no encontrado.");
  if (body.registro_tipo && body.registro_id) {
    const record = await findReviewRecord(db, body.registro_tipo, body.registro_id).catch(() => null);
    if (!record || record.personaId !== personaId) throw invalidField("registro_id", BUZON_MSG.registro);
  }
  const adjuntos = await readAdjuntos();
  return db.transaction((tx) =>
    insertNotificacion(tx, {
      personaId,
      nit: carrier.nit,
      tipo: body.tipo,
      asunto: body.asunto,
      cuerpo: body.cuerpo,
      plazo_dias: body.plazo_dias ?? null,
      registro_tipo: body.registro_tipo ?? null,
      registro_id: body.registro_id ?? null,
      enviadaPor: staffId,
      adjuntos,
      now,
    }),
  );
}
