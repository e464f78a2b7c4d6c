import type { FastifyInstance } from "fastify";
import { SALUDO_CORREO } from "@portal/domain/messages";
import { carrierRecipients } from "./carrier-recipients";

/**
 * Mails a plain-text notice of the authority to a carrier (its `notificar` e-mails, else its account's),
 * after the change it reports has been committed. A mail that cannot be sent is logged, never an error
 * of the request: the change stands either way.
 */
export async function notifyCarrier(
  app: FastifyInstance,
  personaId: number,
  subject: string,
  lines: string[],
  recipientsOf: (db: FastifyInstance["db"], personaId: number) => Promise<string[]> = carrierRecipients,
): Promise<void> {
  try {
    const recipients = await recipientsOf(app.db, personaId);
    const text = [SALUDO_CORREO, "", ...lines, "", app.config.PROVIDER_NAME].join("\n");
    for (const to of recipients) await app.mailer.send({ to, subject, text });
  } catch (err) {
    app.log.error({ err, persona_id: personaId }, "carrier notice not sent");
  }
}
