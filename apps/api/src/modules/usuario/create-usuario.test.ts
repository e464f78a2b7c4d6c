import { MSG } from "@portal/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { solveCaptcha } from "../../../test/captcha";
import { randomNit } from "../../../test/carrier";
import { randomIp } from "../../../test/signup";
import { usuario } from "../../db/schema/index";

describe("POST /api/usuario", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const rowsFor = (nit: string) => ctx.app.db.select().from(usuario).where(eq(usuario.nit, nit));

  async function signUp(body: Record<string, unknown>, remoteAddress = randomIp()) {
    return ctx.app.inject({ method: "POST", url: "/api/usuario", remoteAddress, payload: body });
  }

  async function validBody(nit = randomNit()) {
    return { nit, email: `Transportes.${nit}@Example.COM`, password: "Camion-Rojo-2024", "g-recaptcha-response": await solveCaptcha(ctx.app) };
  }

  it("creates the account with the NIT normalised, the e-mail lower-cased and an argon2id hash", async () => {
    let nit = randomNit();
    while (!nit.endsWith("K")) nit = randomNit();
    const typed = `${nit.slice(0, -1)}-k`;
    const body = { ...(await validBody()), nit: typed, email: ` Transportes.${typed}@Example.COM ` };
    const res = await signUp(body);
    expect(res.statusCode).toBe(201);
    const created = res.json().usuario;
    const email = `transportes.${typed}@example.com`;
    expect(created).toEqual({ id: expect.any(Number), nit, email });
    const [row] = await rowsFor(nit);
    expect(row.id).toBe(created.id);
    expect(row.email).toBe(email);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(res.body).not.toContain("password");
  });

  it("refuses a taken NIT with 409 and writes nothing more", async () => {
    const first = await validBody();
    expect((await signUp(first)).statusCode).toBe(201);
    const res = await signUp({ ...(await validBody(first.nit)), email: "otro@example.com" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.nitTaken);
    const rows = await rowsFor(first.nit);
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe(first.email.toLowerCase());
  });

  const invalid: Array<[string, (b: Record<string, unknown>) => Record<string, unknown>, string, string]> = [
    ["a NIT failing the modulo-11 check", (b) => ({ ...b, nit: `${String(b.nit).slice(0, -1)}${String(b.nit).endsWith("1") ? "2" : "1"}` }), "nit", MSG.nitInvalid],
    ["a missing NIT", ({ nit: _n, ...b }) => b, "nit", MSG.nitInvalid],
    ["a malformed e-mail", (b) => ({ ...b, email: "correo-sin-arroba.com" }), "email", MSG.emailInvalid],
    ["a password under 8 characters", (b) => ({ ...b, password: "Ab1-xyz" }), "password", MSG.passwordTooShort],
    ["a common password", (b) => ({ ...b, password: "password1" }), "password", MSG.passwordCommon],
    ["a common Spanish password, whatever its case", (b) => ({ ...b, password: "Guatemala123" }), "password", MSG.passwordCommon],
    ["the NIT as password", (b) => ({ ...b, password: `${String(b.nit).slice(0, -1)}-${String(b.nit).slice(-1)}` }), "password", MSG.passwordIsNit],
    ["no bot check", ({ "g-recaptcha-response": _c, ...b }) => b, "g-recaptcha-response", MSG.captchaRequired],
    ["an empty bot check", (b) => ({ ...b, "g-recaptcha-response": "" }), "g-recaptcha-response", MSG.captchaRequired],
    ["a forged bot check", (b) => ({ ...b, "g-recaptcha-response": Buffer.from('{"number":1}').toString("base64") }), "g-recaptcha-response", MSG.captchaFailed],
  ];

  it.each(invalid)("answers 422 for %s and writes nothing", async (_case, mutate, field, message) => {
    const base = await validBody();
    const body = mutate(base);
    const res = await signUp(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect(res.json().message).toBeTruthy();
    expect(await rowsFor(String(base.nit))).toHaveLength(0);
  });

  it("accepts a bot-check solution only once", async () => {
    const captcha = await solveCaptcha(ctx.app);
    const a = { ...(await validBody()), "g-recaptcha-response": captcha };
    const b = { ...(await validBody()), "g-recaptcha-response": captcha };
    expect((await signUp(a)).statusCode).toBe(201);
    const replay = await signUp(b);
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({ message: MSG.captchaFailed, errors: { "g-recaptcha-response": [MSG.captchaFailed] } });
    expect(await rowsFor(b.nit)).toHaveLength(0);
  });

  it("keeps the bot-check solution when the password is refused, so the user can fix it and resend", async () => {
    const body = await validBody();
    expect((await signUp({ ...body, password: "qwertyuiop" })).statusCode).toBe(422);
    expect((await signUp(body)).statusCode).toBe(201);
  });

  it("limits sign-ups per IP", async () => {
    const ip = randomIp();
    let last = await signUp({}, ip);
    for (let i = 1; i <= 20; i++) last = await signUp({}, ip);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    expect(last.json().message).toMatch(/Demasiados intentos/);
  });
});
