import { randomBytes } from "node:crypto";
import type { InjectOptions } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../src/db/client";
import { buildTestApp, type TestContext } from "./app";
import { type Account, createAccount, randomNit } from "./carrier";
import { TcpRelay } from "./tcp-relay";

/**
 * A network cut with the production timeouts (statement 10 s, so the driver itself gives up only after
 * 11 s) and the dead-connection check on (DB_DEAD_CONNECTION_MS, 5 s): every request answers within the
 * bound, and a statement that legitimately runs longer than it on a live connection still finishes.
 * PostgreSQL only (TEST_DATABASE_URL), through a relay the test controls (test/tcp-relay.ts).
 */
const url = process.env.TEST_DATABASE_URL;
const DEAD_CONNECTION_MS = 5000;

describe.skipIf(!url)("dead connections are noticed within DB_DEAD_CONNECTION_MS (PostgreSQL only)", () => {
  let relay: TcpRelay;
  let ctx: TestContext;
  let account: Account;
  const closed: number[] = [];

  beforeAll(async () => {
    const target = new URL(url!);
    relay = new TcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.start();
    const viaRelay = new URL(relay.urlFor(url!));
    viaRelay.searchParams.set("application_name", `portal-muertas-${randomBytes(4).toString("hex")}`);
    const database = await openPostgres(viaRelay.toString(), {
      statementTimeoutMs: 10_000,
      deadConnectionMs: DEAD_CONNECTION_MS,
      onConnectionError: () => {},
      onDeadConnections: (count) => closed.push(count),
    });
    ctx = await buildTestApp({}, { database });
    account = await createAccount(ctx);
  });
  afterEach(() => relay.restore());
  afterAll(async () => {
    await ctx?.close();
    await relay?.stop();
  });

  const timed = async (request: InjectOptions) => {
    const start = performance.now();
    const res = await ctx.app.inject(request);
    return { status: res.statusCode, ms: performance.now() - start };
  };
  const read = () => timed({ method: "GET", url: "/api/persona", headers: account.headers });

  it("answers every request within the bound while the network is cut, and serves again when it returns", async () => {
    // Open connections for the cut to strand.
    expect((await Promise.all([read(), read(), read(), read()])).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    relay.cut();
    const answers = await Promise.all([
      timed({ method: "GET", url: "/api/health" }),
      read(),
      read(),
      read(),
      read(),
      read(),
      timed({ method: "POST", url: "/api/authenticate", payload: { nit: randomNit(), password: "Clave-segura-123" } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([503, 503, 503, 503, 503, 503, 503]);
    const slowest = Math.max(...answers.map((a) => a.ms));
    expect(slowest).toBeLessThan(DEAD_CONNECTION_MS);
    expect(closed.length).toBeGreaterThan(0); // the stranded connections were found, not waited out

    relay.restore();
    const back = performance.now();
    while ((await read()).status !== 200) {
      expect(performance.now() - back).toBeLessThan(5000);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  it("lets a statement longer than the bound finish on a live connection", async () => {
    closed.length = 0;
    const start = performance.now();
    const [slow, meanwhile] = await Promise.all([
      ctx.database.db.execute(sql`select pg_sleep(6) as slept`),
      new Promise((r) => setTimeout(r, 3000)).then(read),
    ]);
    expect(slow.rows).toEqual([{ slept: "" }]);
    expect(performance.now() - start).toBeGreaterThan(6000);
    expect(meanwhile.status).toBe(200);
    expect(closed).toEqual([]);
  }, 20_000);
});
