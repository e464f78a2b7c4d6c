import type { StaffSession } from "@portal/domain/staff";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { funcionario } from "../../db/schema/index";
import { setAuditContext } from "../../lib/audit-context";
import { AppError, unauthorized } from "../../lib/errors";
import { openStaffSession } from "../../lib/staff-sessions";
import { challengeSubject } from "./challenge";
import { getFuncionario } from "./get-funcionario";
import { newRecoveryCodes, spendRecoveryCode, storeRecoveryCodes } from "./recovery-codes";
import { DEACTIVATED } from "./start-sign-in";
import { matchingStep, spendTotpStep } from "./totp";

export const CHALLENGE_EXPIRED = "La verificación venció. Inicie sesión de nuevo.";
export const WRONG_CODE = "Código incorrecto o ya usado. Espere el siguiente código de su aplicación e intente de nuevo.";
export const WRONG_RECOVERY_CODE = "Código de recuperación incorrecto o ya usado.";
const NO_RECOVERY_YET = "Aún no tiene códigos de recuperación: ingrese el código de 6 dígitos de su aplicación.";

export interface CodeAttempt {
  desafio: string;
  codigo?: string;
  codigo_recuperacion?: string;
}

/**
 * The code step: a TOTP code (each accepted once) or an unused recovery code opens a staff session.
 * The first accepted TOTP code confirms the enrolment and answers the recovery codes, once. Everything
 * it writes is recorded in the audit trail as the staff member's own act.
 */
export async function finishSignIn(app: FastifyInstance, attempt: CodeAttempt, where: { ip: string; geo: string | null }): Promise<StaffSession> {
  const id = challengeSubject(app, attempt.desafio);
  if (!id) throw unauthorized(CHALLENGE_EXPIRED);
  const [row] = await app.db
    .select({ activo: funcionario.activo, secret: funcionario.totp_secret, confirmed: funcionario.totp_confirmado_en })
    .from(funcionario)
    .where(eq(funcionario.id, id))
    .limit(1);
  if (!row?.secret) throw unauthorized(CHALLENGE_EXPIRED);
  if (!row.activo) throw new AppError(403, DEACTIVATED);
  const enrolling = !row.confirmed;
  if (enrolling && attempt.codigo_recuperacion !== undefined) throw new AppError(401, NO_RECOVERY_YET);
  const recovery = enrolling ? await newRecoveryCodes() : undefined;

  return app.db.transaction(async (tx) => {
    await setAuditContext(tx, { actor_tipo: "funcionario", actor_id: id, ip: where.ip, geo: where.geo });
    if (attempt.codigo !== undefined) {
      const step = matchingStep(row.secret!, attempt.codigo);
      if (step === null || !(await spendTotpStep(tx, id, step))) {
        app.metrics.loginFailures.inc({ account: "funcionario", step: "codigo" });
        throw unauthorized(WRONG_CODE);
      }
    } else if (!(await spendRecoveryCode(tx, id, attempt.codigo_recuperacion ?? ""))) {
      app.metrics.loginFailures.inc({ account: "funcionario", step: "codigo_recuperacion" });
      throw unauthorized(WRONG_RECOVERY_CODE);
    }
    if (recovery) {
      await tx.update(funcionario).set({ totp_confirmado_en: new Date() }).where(eq(funcionario.id, id));
      await storeRecoveryCodes(tx, id, recovery.hashes);
    }
    const tokens = await openStaffSession(app, tx, id);
    return {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      funcionario: await getFuncionario(tx, id),
      ...(recovery ? { codigos_recuperacion: recovery.codes } : {}),
    };
  });
}
