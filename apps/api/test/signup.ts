import { randomInt } from "node:crypto";
import type { TestContext } from "./app";
import { solveCaptcha } from "./captcha";
import { randomNit } from "./carrier";

export interface Account {
  userId: number;
  nit: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** `{ authorization: "Bearer …" }` for inject(). */
  headers: { authorization: string };
}

/** A private address per call, so helpers do not spend the per-IP limits a test is measuring. */
export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Signs up through POST /api/usuario (solving a real ALTCHA challenge), then logs in through POST /api/authenticate. */
export async function signUpAndLogin(
  ctx: TestContext,
  opts: { nit?: string; email?: string; password?: string } = {},
): Promise<Account> {
  const nit = opts.nit ?? randomNit();
  const email = opts.email ?? `cuenta.${nit.toLowerCase()}@example.com`;
  const password = opts.password ?? `Transporte-${randomInt(1e6, 1e7)}!`;
  const remoteAddress = randomIp();
  const signup = await ctx.app.inject({
    method: "POST",
    url: "/api/usuario",
    remoteAddress,
    payload: { nit, email, password, "g-recaptcha-response": await solveCaptcha(ctx.app) },
  });
  if (signup.statusCode !== 201) throw new Error(`sign-up failed: ${signup.statusCode} ${signup.body}`);
  const login = await ctx.app.inject({ method: "POST", url: "/api/authenticate", remoteAddress, payload: { nit, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const body = login.json() as { access_token: string; refresh_token: string; user_id: number };
  return {
    userId: body.user_id,
    nit: signup.json().usuario.nit,
    email: signup.json().usuario.email,
    password,
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}
