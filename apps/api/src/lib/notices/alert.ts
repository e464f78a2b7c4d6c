import { asc, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { usuario } from "../../db/schema/index";
import { carrierRecipients } from "../carrier-recipients";
import { notifyCarrier } from "../notify-carrier";
import { membersWhoMay } from "../ownership";

/**
 * Who is told that a notice is waiting: the carrier's e-mails marked `notificar` (else its account's),
 * and the accounts of its members who may edit its data (titular, administrador, editor; active and not
 * expired), each address once whatever its capitals.
 */
export async function noticeRecipients(db: Db, personaId: number): Promise<string[]> {
  const [carrier, members] = await Promise.all([
    carrierRecipients(db, personaId),
    db.select({ email: usuario.email }).from(usuario).where(sql`${usuario.id} in (${membersWhoMay(personaId, "escribir")})`).orderBy(asc(usuario.id)),
  ]);
  const seen = new Set<string>();
  return [...carrier, ...members.map((m) => m.email)].filter((email) => {
    const key = email.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
