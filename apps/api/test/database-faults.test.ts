import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type Database } from "../src/db/client";
import { buildTestApp, type TestContext } from "./app";
import { type Account, createAccount, randomNit } from "./carrier";
import { TcpRelay } from "./tcp-relay";

/**
 * The database going away while the app runs: backends terminated (failover, restart), connections
 * refused, the network cut. PostgreSQL only (TEST_DATABASE_URL, which CI sets): PGlite runs inside the
 * process, so there is no connection to lose. Each test has its own pool with short timeouts, reaching
 * PostgreSQL through a relay the test controls and marked with its own application_name, so terminating
 * "our" backends never touches another test file's connections.
 */
const url = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = "El servicio no está disponible en este momento. Intente de nuevo en unos segundos.";
// Short timeouts keep each fault to a few seconds: connect 0.5 s, statement 1 s (the driver gives up at 2 s).
const FAST = { connectTimeoutMs: 500, statementTimeoutMs: 1000 };

describe.skipIf(!url)("database faults (PostgreSQL only: set TEST_DATABASE_URL)", () => {
  let relay: TcpRelay;
  let ctx: TestContext;
  let direct: Database;
  let account: Account;
  const appName = `portal-fallas-${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    const target = new URL(url!);
    relay = new TcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.start();
    const viaRelay = new URL(relay.urlFor(url!));
    viaRelay.searchParams.set("application_name", appName);
    const database = await openPostgres(viaRelay.toString(), { ...FAST, onConnectionError: () => {} });
    ctx = await buildTestApp({}, { database });
    account = await createAccount(ctx);
    direct = await openPostgres(url!, { onConnectionError: () => {} });
  });
  afterEach(() => relay.restore());
  afterAll(async () => {
    await ctx?.close();
    await direct?.close();
    await relay?.stop();
  });

  const get = (path: string) => ctx.app.inject({ method: "GET", url: path });
  // A read that needs the database (the catalogues are served from memory: decision 093).
  const databaseRead = () => ctx.app.inject({ method: "GET", url: "/api/persona", headers: account.headers });

  async function terminateOurBackends() {
    const res = await direct.db.$client.query(
      "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1",
      [appName],
    );
    return (res.rows[0] as { n: number }).n;
  }

  /** Polls until `check` passes, for at most `ms`; returns how long it took. */
  async function eventually(check: () => Promise<boolean>, ms: number) {
    const start = Date.now();
    while (!(await check())) {
      if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return Date.now() - start;
  }

  function expectUnavailable(res: Awaited<ReturnType<typeof get>>) {
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({ message: UNAVAILABLE });
  }

  it("keeps running and answers again after its backends are terminated (failover, restart)", async () => {
    // Fill the pool with several idle connections, then kill them all.
    await Promise.all(Array.from({ length: 4 }, () => databaseRead()));
    expect(await terminateOurBackends()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200)); // the pool hears of it ('error' on idle clients)
    const after = await Promise.all(Array.from({ length: 4 }, () => databaseRead()));
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await get("/api/health")).statusCode).toBe(200);
  });

  it("survives a backend terminated in the middle of a transaction", async () => {
    const attempt = ctx.database.db.transaction(async (tx) => {
      await tx.execute("select 1");
      await terminateOurBackends();
      await new Promise((r) => setTimeout(r, 200)); // the lost connection is reported between two queries
      await tx.execute("select 1");
    });
    await expect(attempt).rejects.toThrow();
    expect((await databaseRead()).statusCode).toBe(200);
  });

  it("answers 503 with Retry-After at once while connections are refused, and recovers after the restart", async () => {
    await relay.stop(); // the server is down: open connections close, new ones are refused
    const start = Date.now();
    const [health, list] = await Promise.all([get("/api/health"), databaseRead()]);
    expect(Date.now() - start).toBeLessThan(1500);
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: "error" });
    expectUnavailable(list);
    // A write is refused the same way (a log-in reads the account first).
    expectUnavailable(await ctx.app.inject({ method: "POST", url: "/api/authenticate", payload: { nit: randomNit(), password: "Clave-segura-123" } }));

    await relay.start();
    await eventually(async () => (await databaseRead()).statusCode === 200, 3000);
    expect((await get("/api/health")).statusCode).toBe(200);
  });

  it("answers 503 within seconds when the network is cut, never hangs, and recovers when it returns", async () => {
    expect((await databaseRead()).statusCode).toBe(200); // an open connection that the cut will strand
    relay.cut();
    const start = Date.now();
    const answers = await Promise.all([get("/api/health"), databaseRead(), databaseRead(), databaseRead()]);
    const elapsed = Date.now() - start;
    expect(elapsed).toBeLessThan(4000);
    expect(answers[0].statusCode).toBe(503);
    for (const res of answers.slice(1)) expectUnavailable(res);
    // Health is bounded on its own (1.5 s), whatever the pool does.
    const healthStart = Date.now();
    expect((await get("/api/health")).statusCode).toBe(503);
    expect(Date.now() - healthStart).toBeLessThan(2000);

    relay.restore();
    const took = await eventually(async () => (await databaseRead()).statusCode === 200, 5000);
    expect(took).toBeLessThan(5000);
    expect((await get("/api/health")).statusCode).toBe(200);
  });
});
