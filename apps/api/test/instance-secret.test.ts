import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { instance_secret } from "../src/db/schema/index";
import { sharedSecret } from "../src/lib/instance-secret";
import { buildTestApp, openTestDatabase, type TestContext } from "./app";
import { solveCaptcha } from "./captcha";
import { randomNit } from "./carrier";
import { randomIp, signUpAndLogin } from "./signup";

/**
 * Instances without JWT_SECRET on one database share the secret it keeps (decision 052): a token or a
 * bot-check challenge from one is good on the other. On PostgreSQL (TEST_DATABASE_URL) each app has its
 * own pool, as two processes would; on PGlite the two apps share the one embedded database.
 */
describe("instances without JWT_SECRET share the database's secret", () => {
  let a: TestContext;
  let b: TestContext;
  let other: TestContext;

  beforeAll(async () => {
    const shared = process.env.TEST_DATABASE_URL ? undefined : await openTestDatabase();
    a = await buildTestApp({ JWT_SECRET: undefined }, { database: shared });
    b = await buildTestApp({ JWT_SECRET: undefined }, { database: shared ?? (await openTestDatabase()) });
    other = await buildTestApp(); // the test suite's own JWT_SECRET
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.close();
    await other?.close();
  });

  it("resolves one secret, kept in the database, not the given one of other deployments", async () => {
    expect(a.config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(b.config.JWT_SECRET).toBe(a.config.JWT_SECRET);
    expect(other.config.JWT_SECRET).not.toBe(a.config.JWT_SECRET);
    const rows = await a.app.db.select().from(instance_secret);
    expect(rows.filter((r) => r.valor === a.config.JWT_SECRET)).toHaveLength(1);
  });

  it("gives instances that ask at the same moment one value", async () => {
    const nombre = `prueba-${randomBytes(6).toString("hex")}`;
    const values = await Promise.all([a, b, a, b, a, b].map((ctx) => sharedSecret(ctx.app.db, nombre)));
    expect(new Set(values).size).toBe(1);
    await a.app.db.delete(instance_secret).where(eq(instance_secret.nombre, nombre));
  });

  it("accepts on one instance the access token issued by the other", async () => {
    const account = await signUpAndLogin(a);
    expect((await b.app.inject({ method: "GET", url: "/api/persona", headers: account.headers })).statusCode).toBe(200);
    // A deployment with another secret refuses it: the check above is a real one.
    expect((await other.app.inject({ method: "GET", url: "/api/persona", headers: account.headers })).statusCode).toBe(401);
  });

  it("verifies on one instance the bot-check challenge issued by the other", async () => {
    const nit = randomNit();
    const signup = await b.app.inject({
      method: "POST",
      url: "/api/usuario",
      remoteAddress: randomIp(),
      payload: { nit, email: `secreto.${nit.toLowerCase()}@example.com`, password: "Transporte-1234567!", "g-recaptcha-response": await solveCaptcha(a.app) },
    });
    expect(signup.statusCode).toBe(201);
    // A challenge signed with another secret is refused.
    const refused = await other.app.inject({
      method: "POST",
      url: "/api/usuario",
      remoteAddress: randomIp(),
      payload: { nit: randomNit(), email: `secreto.otro@example.com`, password: "Transporte-1234567!", "g-recaptcha-response": await solveCaptcha(a.app) },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty("g-recaptcha-response");
  });
});
