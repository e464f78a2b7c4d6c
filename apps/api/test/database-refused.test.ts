import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../src/db/client";
import { persona, persona_email } from "../src/db/schema/index";
import { buildTestApp, type TestContext } from "./app";
import { type Account, createAccount, randomNit } from "./carrier";

/**
 * PostgreSQL refusing new connections with SQLSTATE 55000 ("database … is not currently accepting
 * connections", `ALTER DATABASE … ALLOW_CONNECTIONS false`, as an operator does before maintenance). It
 * runs on a database of its own, created and dropped here, so the shared test database stays open.
 */
const url = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = "El servicio no está disponible en este momento. Intente de nuevo en unos segundos.";

describe.skipIf(!url)("a database that refuses new connections (PostgreSQL only)", () => {
  const name = `${new URL(url ?? "postgres://x/x").pathname.slice(1)}_rechazo_${randomBytes(4).toString("hex")}`;
  let admin: pg.Client;
  let ctx: TestContext;
  let account: Account;
  let emailId: number;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const own = new URL(url!);
    own.pathname = `/${name}`;
    ctx = await buildTestApp({}, { database: await openPostgres(own.toString(), { onConnectionError: () => {} }) });
    account = await createAccount(ctx);
    const [p] = await ctx.app.db.insert(persona).values({ usuario_id: account.userId, nit: account.nit }).returning();
    [{ id: emailId }] = await ctx.app.db.insert(persona_email).values({ persona_id: p.id, email: "flota@example.gt", notificar: true }).returning();
  });
  afterAll(async () => {
    await ctx?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  const read = () => ctx.app.inject({ method: "GET", url: "/api/persona", headers: account.headers });
  const write = () =>
    ctx.app.inject({ method: "PUT", url: `/api/persona_email/${emailId}/recordatorios`, headers: account.headers, payload: { recordatorios: false } });
  const login = () => ctx.app.inject({ method: "POST", url: "/api/authenticate", payload: { nit: randomNit(), password: "Clave-segura-123" } });

  it("answers 503 with Retry-After to reads, writes and log-ins while it refuses, and serves again once it accepts", async () => {
    expect((await read()).statusCode).toBe(200);
    await admin.query(`alter database ${name} allow_connections false`);
    // Connections already open are not refused: end them, as the maintenance that follows would.
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    await new Promise((r) => setTimeout(r, 300)); // the pool drops its ended idle connections: each request below must connect

    for (const [what, res] of [
      ["read", await read()],
      ["write", await write()],
      ["log-in", await login()],
    ] as const) {
      expect({ what, status: res.statusCode, retryAfter: res.headers["retry-after"], body: res.json() }).toEqual({
        what,
        status: 503,
        retryAfter: "5",
        body: { message: UNAVAILABLE },
      });
    }
    expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(503);

    await admin.query(`alter database ${name} allow_connections true`);
    expect((await read()).statusCode).toBe(200);
    const recordatorios = async () =>
      (await ctx.app.db.select({ on: persona_email.recordatorios }).from(persona_email).where(eq(persona_email.id, emailId)))[0].on;
    expect(await recordatorios()).toBe(true); // the refused write changed nothing
    expect((await write()).statusCode).toBe(200);
    expect(await recordatorios()).toBe(false);
    expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
