import type { Funcionario, Rol } from "@portal/domain/staff";
import type { FastifyInstance } from "fastify";
import { funcionario } from "../db/schema/index";
import { conflict } from "./errors";
import { createStaffLink, staffLinkMail } from "./staff-link";
import { funcionarioColumns } from "./funcionario-columns";

export const STAFF_EMAIL_TAKEN = "Ya existe un funcionario con ese correo electrónico.";

/**
 * Creates a staff member without a password and mails the one-time link to set it (to the outbox
 * without MAIL_URL). Used by the invite route and by `npm run admin:create`. 409 when the e-mail exists.
 */
export async function inviteStaff(
  app: Pick<FastifyInstance, "db" | "mailer">,
  publicUrl: string,
  config: Parameters<typeof staffLinkMail>[0],
  input: { email: string; nombre: string; rol: Rol },
): Promise<{ funcionario: Funcionario; link: string }> {
  const created = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(funcionario)
      .values({ email: input.email, nombre: input.nombre, rol: input.rol })
      .onConflictDoNothing({ target: funcionario.email })
      .returning(funcionarioColumns);
    if (!row) return null;
    const { link, expiresAt } = await createStaffLink(tx, publicUrl, row.id);
    return { funcionario: row, link, expiresAt };
  });
  if (!created) throw conflict(STAFF_EMAIL_TAKEN, { email: [STAFF_EMAIL_TAKEN] });
  await app.mailer.send(staffLinkMail(config, input, created.link, created.expiresAt));
  return { funcionario: created.funcionario, link: created.link };
}
