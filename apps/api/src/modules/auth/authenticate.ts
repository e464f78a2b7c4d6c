import type { LoginResponse } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { usuario } from "../../db/schema/index";
import {
  CAPTCHA_AFTER_FAILURES,
  FAILURES_PER_ADDRESS,
  clearLoginFailures,
  countLoginFailures,
  recordLoginFailure,
} from "../../lib/login-failures";
import { verifyPassword } from "../../lib/passwords";
import { recordAuditEvent } from "../../lib/record-audit-event";
import { deleteExpiredSessions, openSession } from "../../lib/sessions";

export interface LoginAttempt {
  nit: string;
  password: string;
  "g-recaptcha-response"?: string;
}

/** A refused login, answered as is: `captcha_requerido` tells the client to show the bot check. */
export interface LoginRefusal {
  status: 401 | 422 | 429;
  body: { message: string; errors?: Record<string, string[]>; captcha_requerido?: true };
  headers?: Record<string, string>;
}

function refuse(
  status: LoginRefusal["status"],
  message: string,
  captcha: boolean,
  opts: { headers?: Record<string, string>; field?: string } = {},
): { refused: LoginRefusal } {
  const errors = opts.field ? { errors: { [opts.field]: [message] } } : {};
  const body = { message, ...errors, ...(captcha ? { captcha_requerido: true as const } : {}) };
  return { refused: { status, body, ...(opts.headers ? { headers: opts.headers } : {}) } };
}

/**
 * NIT and password to a new session. An unknown NIT and a wrong password fail alike, in about the same
 * time. Guessing is limited without locking the owner out: after CAPTCHA_AFTER_FAILURES failures for
 * the NIT (from anywhere) a login needs the bot check; after FAILURES_PER_ADDRESS failures for the NIT
 * from one address, that address gets 429 (the route also limits each address over all NITs).
 */
export async function authenticate(
  app: FastifyInstance,
  attempt: LoginAttempt,
  ip: string,
): Promise<{ session: LoginResponse } | { refused: LoginRefusal }> {
  const { nit, password } = attempt;
  const failures = await countLoginFailures(app.db, nit, ip);
  const captchaNeeded = failures.nit >= CAPTCHA_AFTER_FAILURES;
  if (failures.address >= FAILURES_PER_ADDRESS) {
    const seconds = String(failures.addressRetryAfter);
    return refuse(429, `Demasiados intentos. Intente de nuevo en ${seconds} segundos.`, captchaNeeded, {
      headers: { "retry-after": seconds },
    });
  }
  if (captchaNeeded) {
    // Checked before the password, so no password is tested without a solved bot check.
    const token = attempt["g-recaptcha-response"];
    if (!token) return refuse(401, MSG.loginCaptchaRequired, true);
    if (!(await app.captcha.verify(token, ip))) return refuse(422, MSG.captchaFailed, true, { field: "g-recaptcha-response" });
  }

  const [user] = await app.db
    .select({ id: usuario.id, nit: usuario.nit, password_hash: usuario.password_hash })
    .from(usuario)
    .where(eq(usuario.nit, nit))
    .limit(1);
  const ok = await verifyPassword(user?.password_hash, password);
  if (!user || !ok) {
    await recordLoginFailure(app.db, nit, ip);
    app.metrics.loginFailures.inc({ account: "transportista", step: "clave" });
    await recordAuditEvent(app.db, { accion: "sesion_fallida", usuario_id: user?.id ?? null, detalle: { nit } });
    return refuse(401, MSG.invalidCredentials, failures.nit + 1 >= CAPTCHA_AFTER_FAILURES);
  }
  await clearLoginFailures(app.db, nit, ip);
  await deleteExpiredSessions(app.db, user.id);
  const session = await openSession(app, app.db, user);
  await recordAuditEvent(app.db, { accion: "iniciar_sesion", usuario_id: user.id, detalle: { nit } });
  return { session };
}
