import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "./app";
import { randomCui, randomNit } from "./carrier";

/**
 * DESIGN §7 on loopback: two instances of the portal on two ports share one PostgreSQL and one Redis,
 * and a client may land on either. Needs TEST_DATABASE_URL and REDIS_URL (CI sets both).
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

describe.runIf(enabled)("two instances behind a load balancer", () => {
  let a: TestContext;
  let b: TestContext;
  let urlA: string;
  let urlB: string;
  // One client address per run, sent as X-Forwarded-For as the load balancer would, so the per-IP
  // counters of this run start at zero.
  const clientIp = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

  beforeAll(async () => {
    // Like the load balancer in docs/deployment.md: only the proxy on loopback may set X-Forwarded-For.
    const shared = { REDIS_URL: process.env.REDIS_URL, TRUST_PROXY: ["127.0.0.1"] };
    a = await buildTestApp(shared);
    b = await buildTestApp(shared);
    urlA = await a.app.listen({ port: 0, host: "127.0.0.1" });
    urlB = await b.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        "x-forwarded-for": clientIp,
        ...(body ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- untyped answers of several routes
  }

  /** A bot-check challenge issued by one instance and solved, as the browser widget would. */
  async function captchaFrom(base: string) {
    const { solveChallenge } = await import("altcha-lib");
    const { body: c } = await call(base, "GET", "/api/captcha/challenge");
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    const payload = { algorithm: c.algorithm, challenge: c.challenge, number: solution!.number, salt: c.salt, signature: c.signature };
    return Buffer.from(JSON.stringify(payload)).toString("base64");
  }

  it("runs the whole account flow across both instances", async () => {
    const nit = randomNit();
    const password = `Ruta-${randomInt(1e6, 1e7)}-segura`;
    // Challenge from A, sign-up on B.
    const signup = await call(urlB, "POST", "/api/usuario", {
      nit,
      email: `escala.${nit.toLowerCase()}@example.com`,
      password,
      "g-recaptcha-response": await captchaFrom(urlA),
    });
    expect(signup.status).toBe(201);

    // Log in on A, use the access token on B.
    const login = await call(urlA, "POST", "/api/authenticate", { nit, password });
    expect(login.status).toBe(200);
    const profile = await call(urlB, "POST", "/api/persona/natural", {
      nit,
      cui: randomCui(),
      nombre: "ANA",
      apellido: "GARCÍA",
      fecha_nacimiento: "1988-08-08",
      estado_civil_id: 1,
      profesion_oficio_id: 1,
      "g-recaptcha-response": await captchaFrom(urlA),
    }, login.body.access_token);
    expect(profile.status).toBe(201);
    const listed = await call(urlA, "GET", "/api/persona", undefined, login.body.access_token);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: profile.body.persona.id })]);

    // A refresh token rotated on B is refused on A.
    const rotated = await call(urlB, "POST", "/api/refresh", { refresh_token: login.body.refresh_token });
    expect(rotated.status).toBe(200);
    const replay = await call(urlA, "POST", "/api/refresh", { refresh_token: login.body.refresh_token });
    expect(replay.status).toBe(401);
  });

  it("counts failed logins for one NIT across both instances", async () => {
    const nit = randomNit();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call(i % 2 === 0 ? urlA : urlB, "POST", "/api/authenticate", { nit, password: "incorrecta-123" });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const firstLimited = statuses.indexOf(429);
    expect(firstLimited).toBeGreaterThan(0);
    // Four attempts on each instance: a per-process counter would never reach the limit of five.
    expect(firstLimited).toBeLessThanOrEqual(5);
    expect(statuses.slice(0, firstLimited).every((s) => s === 401)).toBe(true);
  });
});
