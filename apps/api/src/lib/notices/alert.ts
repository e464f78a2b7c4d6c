import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { carrierRecipients } from "../carrier-recipients";
import { notifyCarrier } from "../notify-carrier";

/**
 * Who is told that a notice is waiting: the carrier's e-mails marked `notificar` (else its account's).
 * Members who may edit the carrier's data are to be added here once carriers have members (issue 21).
 */
export async function noticeRecipients(db: Db, personaId: number): Promise<string[]> {
  return carrierRecipients(db, personaId);
}

/**
 * The alert that a notice waits in the box: never its subject, body or attachments (a mailbox is not a
 * secure channel; the notice is served in the portal, with its receipt). The one mail of every notice: one
 * sent by staff and a rejection in the review alike (decision 242). After the commit.
 */
export async function sendNoticeAlert(app: FastifyInstance, personaId: number): Promise<void> {
  const link = `${app.config.PUBLIC_URL}/buzon`;
  await notifyCarrier(
    app,
    personaId,
    `Tiene una notificación en su buzón electrónico`,
    [
      `La ${app.config.PROVIDER_NAME} le envió una notificación a su buzón electrónico del portal.`,
      "",
      `Ábrala en el portal: ${link}`,
      `Si no la abre, se tendrá por notificada a los 10 días de su envío.`,
    ],
    noticeRecipients,
  );
}
