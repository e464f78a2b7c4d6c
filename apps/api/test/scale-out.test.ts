import { randomInt } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "./app";
import { createCarrier, randomCui, randomNit } from "./carrier";
import { delay, hasRedisServer, PrivateRedis, waitFor } from "./redis-server";

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

  it("counts failed logins for one NIT across both instances: the bot check from the fifth", async () => {
    const nit = randomNit();
    const answers: Array<Record<string, unknown>> = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(i % 2 === 0 ? urlA : urlB, "POST", "/api/authenticate", { nit, password: "incorrecta-123" });
      expect(res.status).toBe(401);
      answers.push(res.body);
    }
    // Three or four failures on each instance: a per-process count would never reach five.
    expect(answers.slice(0, 4).every((b) => b.captcha_requerido === undefined)).toBe(true);
    expect(answers[4]).toEqual({ message: "Credenciales inválidas", captcha_requerido: true });
    expect(answers.slice(5)).toEqual([1, 2].map(() => ({ message: expect.stringMatching(/anti-robots/), captcha_requerido: true })));
  });
});

if (!hasRedisServer) console.warn("redis-server no está instalado: se omiten las pruebas de pérdida de Redis.");

/**
 * docs/deployment.md "Redis perdido": two instances share a Redis of the test's own, which it stops,
 * starts again and freezes. Runs on PGlite (each instance its own clone) and on PostgreSQL.
 */
describe.skipIf(!hasRedisServer)("two instances when Redis is lost and comes back", () => {
  let redis: PrivateRedis;
  let a: TestContext;
  let b: TestContext;
  /** Instance A's log lines (pino JSON). */
  const logs: Array<{ level: number; msg?: string; redis?: string }> = [];
  // A fresh client address per test: the first one ends with A's local counter spent.
  let clientIp = "";
  beforeEach(() => {
    clientIp = `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  });

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    const stream = { write: (line: string) => void logs.push(JSON.parse(line)) };
    a = await buildTestApp({ REDIS_URL: redis.url }, { logger: { level: "info", stream } });
    b = await buildTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  /** One public QR check (30 per minute and address); answers what is left of the window. */
  async function verifyLeft(ctx: TestContext) {
    const res = await ctx.app.inject({ method: "GET", url: "/api/verificar/ABCDEFGHJK", remoteAddress: clientIp });
    expect(res.statusCode).toBe(404);
    return Number(res.headers["x-ratelimit-remaining"]);
  }
  async function health(ctx: TestContext) {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    return [res.statusCode, res.json().redis];
  }
  const transitions = () => logs.filter((line) => line.msg?.includes("límites de intentos")).map((line) => [line.level, line.redis]);

  it("shares counters while up, counts per instance without a 5xx while down, shares again after", async () => {
    expect(await health(a)).toEqual([200, "ok"]);
    expect(await verifyLeft(a)).toBe(29);
    expect(await verifyLeft(b)).toBe(28); // B sees A's hit
    expect(await verifyLeft(a)).toBe(27);

    await redis.stop();
    await waitFor(() => a.app.redisLink.state === "no disponible" && b.app.redisLink.state === "no disponible");
    expect(await health(a)).toEqual([200, "no disponible"]);
    expect(await health(b)).toEqual([200, "no disponible"]);
    // Every rate-limited route still answers as it would with Redis (before: 500 on each).
    const { headers } = await createCarrier(a);
    const routes = [
      { method: "POST", url: "/api/authenticate", payload: { nit: randomNit(), password: "incorrecta-123" }, expected: 401 },
      { method: "POST", url: "/api/refresh", payload: { refresh_token: "x".repeat(43) }, expected: 401 },
      { method: "POST", url: "/api/usuario", payload: {}, expected: 422 },
      { method: "POST", url: "/api/natural_documento/1/natural", payload: {}, headers, expected: 422 },
      { method: "POST", url: "/api/piloto/buscar/nit", payload: {}, headers, expected: 422 },
      { method: "POST", url: "/api/password/email/nit", payload: {}, expected: 422 },
    ] as const;
    for (const { expected, ...route } of routes) {
      const res = await a.app.inject({ ...route, remoteAddress: clientIp });
      expect({ url: route.url, status: res.statusCode }).toEqual({ url: route.url, status: expected });
      expect({ url: route.url, limit: res.headers["x-ratelimit-limit"] }).toEqual({ url: route.url, limit: expect.anything() });
    }
    // Each instance counts on its own, and its limit still holds.
    expect(await verifyLeft(a)).toBe(29);
    expect(await verifyLeft(b)).toBe(29);
    for (let left = 28; left >= 0; left--) expect(await verifyLeft(a)).toBe(left);
    const limited = await a.app.inject({ method: "GET", url: "/api/verificar/ABCDEFGHJK", remoteAddress: clientIp });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    await redis.start();
    await waitFor(() => a.app.redisLink.state === "ok" && b.app.redisLink.state === "ok", 10_000);
    expect(await health(a)).toEqual([200, "ok"]);
    expect(await verifyLeft(b)).toBe(29); // the new Redis starts empty
    expect(await verifyLeft(a)).toBe(28);
    // Once per transition, not per request.
    expect(transitions()).toEqual([
      [40, "no disponible"],
      [30, "ok"],
    ]);
  });

  it("a Redis that stops answering (network cut) costs one command timeout, then no wait", async () => {
    logs.length = 0;
    redis.freeze();
    try {
      let started = Date.now();
      await verifyLeft(a);
      expect(Date.now() - started).toBeLessThan(1500); // at most the 500 ms command timeout, plus the request
      expect(a.app.redisLink.state).toBe("no disponible");
      started = Date.now();
      for (let i = 0; i < 5; i++) await verifyLeft(a);
      // Five requests without Redis: no command timeout among them.
      expect(Date.now() - started).toBeLessThan(500);
      expect(await health(a)).toEqual([200, "no disponible"]);
    } finally {
      redis.thaw();
    }
    await waitFor(() => a.app.redisLink.state === "ok");
    expect(await health(a)).toEqual([200, "ok"]);
    expect(transitions()).toEqual([
      [40, "no disponible"],
      [30, "ok"],
    ]);
  });

  it("an instance that stops does not report its own disconnection as a loss", async () => {
    const lines: Array<{ level: number; redis?: string }> = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const c = await buildTestApp({ REDIS_URL: redis.url }, { logger: { level: "info", stream } });
    expect(c.app.redisLink.state).toBe("ok");
    await c.close();
    await delay(300); // the socket's close event comes after close() returns
    expect(lines.filter((line) => line.redis)).toEqual([]);
  });
});
