import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import type { Config } from "../config";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe of the reminders. */
  headers?: Record<string, string>;
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: { send(mail: Mail): Promise<void> };
  }
}

/**
 * Real SMTP over MAIL_URL when set. Otherwise each mail becomes an .eml file under DATA_DIR/outbox/
 * and its links are logged, so a local user can still finish a password reset.
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  const outbox = path.join(config.DATA_DIR, "outbox");
  const transport = config.MAIL_URL
    ? nodemailer.createTransport(config.MAIL_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  app.addHook("onClose", async () => transport.close());

  app.decorate("mailer", {
    async send(mail: Mail) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      if (config.MAIL_URL) return;
      mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]/gi, "")}.eml`);
      writeFileSync(file, (info as unknown as { message: Buffer }).message);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      app.log.info({ to: mail.to, file, links }, `correo guardado en el buzón local: ${mail.subject}`);
    },
  });
});
