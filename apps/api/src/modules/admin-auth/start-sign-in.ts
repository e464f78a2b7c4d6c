import type { StaffLoginStep } from "@portal/domain/staff";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import QRCode from "qrcode";
import { funcionario } from "../../db/schema/index";
import { AppError, unauthorized } from "../../lib/errors";
import { verifyPassword } from "../../lib/passwords";
import { signChallenge } from "./challenge";
import { newTotpSecret, totpUri } from "./totp";

export const BAD_CREDENTIALS = "Correo o contraseña incorrectos.";
export const DEACTIVATED = "Su acceso a la consola está desactivado. Consulte con un administrador.";

/**
 * The password step. An unknown e-mail, a staff member without a password yet and a wrong password fail
 * alike. Right: a challenge for the code step and, before TOTP is confirmed, the secret to enrol (kept
 * from the first attempt, so a second try shows the same QR code).
 */
export async function startSignIn(app: FastifyInstance, input: { email: string; password: string }): Promise<StaffLoginStep> {
  const [row] = await app.db
    .select({
      id: funcionario.id,
      email: funcionario.email,
      activo: funcionario.activo,
      password_hash: funcionario.password_hash,
      totp_secret: funcionario.totp_secret,
      totp_confirmado_en: funcionario.totp_confirmado_en,
    })
    .from(funcionario)
    .where(eq(funcionario.email, input.email))
    .limit(1);
  if (!(await verifyPassword(row?.password_hash ?? undefined, input.password)) || !row) {
    app.metrics.loginFailures.inc({ account: "funcionario", step: "clave" });
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (!row.activo) throw new AppError(403, DEACTIVATED);

  const desafio = signChallenge(app, row.id);
  if (row.totp_confirmado_en && row.totp_secret) return { paso: "codigo", desafio };

  let secreto = row.totp_secret;
  if (!secreto) {
    const [set] = await app.db
      .update(funcionario)
      .set({ totp_secret: newTotpSecret() })
      .where(and(eq(funcionario.id, row.id), isNull(funcionario.totp_secret)))
      .returning({ totp_secret: funcionario.totp_secret });
    // Two first sign-ins at once: the one that lost reads the winner's secret.
    secreto =
      set?.totp_secret ??
      (await app.db.select({ s: funcionario.totp_secret }).from(funcionario).where(eq(funcionario.id, row.id)))[0].s;
  }
  const uri = totpUri(secreto!, row.email, app.config.PROVIDER_SHORT_NAME);
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 2, width: 240 });
  return { paso: "inscripcion", desafio, secreto: secreto!, otpauth_uri: uri, qr };
}
