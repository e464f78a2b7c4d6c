import { MSG } from "@portal/domain/messages";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { funcionario, funcionario_enlace } from "../../db/schema/index";
import { setAuditContext } from "../../lib/audit-context";
import { AppError, invalidField } from "../../lib/errors";
import { hashPassword, isCommonPassword } from "../../lib/passwords";
import { sha256Hex } from "../../lib/secret-tokens";
import { revokeStaffSessions } from "../../lib/staff-sessions";

export const LINK_INVALID = "El enlace no es válido, ya se usó o venció. Pida a un administrador uno nuevo.";

/**
 * Sets a staff member's password from a one-time link (the carriers' password rules). The link is spent
 * in the same transaction; sessions opened with an earlier password end.
 */
export async function activateFuncionario(
  app: FastifyInstance,
  input: { token: string; password: string },
  where: { ip: string; geo: string | null },
): Promise<void> {
  if (isCommonPassword(input.password)) throw invalidField("password", MSG.passwordCommon);
  const passwordHash = await hashPassword(input.password);
  const done = await app.db.transaction(async (tx) => {
    const [link] = await tx
      .update(funcionario_enlace)
      .set({ used_at: new Date() })
      .where(and(eq(funcionario_enlace.token_hash, sha256Hex(input.token)), isNull(funcionario_enlace.used_at), gt(funcionario_enlace.expires_at, new Date())))
      .returning({ funcionario_id: funcionario_enlace.funcionario_id });
    if (!link) return false;
    await setAuditContext(tx, { actor_tipo: "funcionario", actor_id: link.funcionario_id, ip: where.ip, geo: where.geo });
    const [staff] = await tx
      .update(funcionario)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(and(eq(funcionario.id, link.funcionario_id), eq(funcionario.activo, true)))
      .returning({ id: funcionario.id });
    if (!staff) return false;
    await revokeStaffSessions(tx, staff.id);
    return true;
  });
  if (!done) throw new AppError(422, LINK_INVALID, { token: [LINK_INVALID] });
}
