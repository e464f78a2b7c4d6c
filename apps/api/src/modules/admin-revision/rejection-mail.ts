import type { FastifyInstance } from "fastify";
import { notifyCarrier } from "../../lib/notify-carrier";
import type { ReviewRecord } from "../../lib/find-review-record";

/** Tells the carrier what to fix and where (its `notificar` e-mails, else its account's); after the commit. */
export async function sendRejectionMail(app: FastifyInstance, record: ReviewRecord): Promise<void> {
  const link = `${app.config.PUBLIC_URL}${record.ruta}`;
  await notifyCarrier(app, record.personaId, `Corrección requerida: ${record.descripcion}`, [
    `La ${app.config.PROVIDER_NAME} revisó este registro y necesita que usted lo corrija: ${record.descripcion}.`,
    "",
    `Motivo: ${record.motivo ?? ""}`,
    "",
    `Corríjalo en el portal: ${link}`,
    "Cuando lo corrija, volverá a revisión.",
  ]);
}
