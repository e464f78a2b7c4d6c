import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPostgresPool } from "../db/postgres-pool";
import { isDatabaseUnavailable } from "./database-unavailable";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["connection refused", withCode("ECONNREFUSED")],
    ["connection reset", withCode("ECONNRESET")],
    ["socket timeout", withCode("ETIMEDOUT")],
    ["host not found", withCode("ENOTFOUND")],
    ["embedded database's socket not there (restarting)", Object.assign(withCode("ENOENT"), { syscall: "connect" })],
    ["pool checkout timeout", new Error("timeout exceeded when trying to connect")],
    ["connect timeout", new Error("Connection terminated due to connection timeout")],
    ["lost connection", new Error("Connection terminated unexpectedly")],
    ["client-side query timeout", new Error("Query read timeout")],
    ["dead client", new Error("Client has encountered a connection error and is not queryable")],
    ["pool closed", new Error("Cannot use a pool after calling end on the pool")],
    ["PGlite closed", new Error("PGlite is closed")],
    ["admin shutdown (backend terminated)", withCode("57P01", "terminating connection due to administrator command")],
    ["crash shutdown", withCode("57P02")],
    ["starting up", withCode("57P03", "the database system is starting up")],
    ["database dropped", withCode("57P04")],
    ["idle session timeout", withCode("57P05")],
    ["operator intervention, any other code of class 57", withCode("57000")],
    ["out of memory", withCode("53200")],
    ["disk full", withCode("53100")],
    ["I/O error", withCode("58030")],
    ["protocol violation", withCode("08P01")],
    ["network down", withCode("ENETDOWN")],
    ["too many connections", withCode("53300")],
    ["connection failure", withCode("08006")],
    ["statement timeout", withCode("57014", "canceling statement due to statement timeout")],
    ["idle in transaction timeout", withCode("25P03")],
    ["write on a read-only server (failover)", withCode("25006", "cannot execute INSERT in a read-only transaction")],
    ["wrapped by Drizzle", new Error("Failed query: select 1", { cause: withCode("57P01") })],
    ["wrapped twice", new Error("outer", { cause: new Error("Failed query", { cause: new Error("Connection terminated unexpectedly") }) })],
  ])("%s → unavailable", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ["unique violation", withCode("23505")],
    ["foreign key", withCode("23503")],
    ["out of range", withCode("22003")],
    ["syntax error", withCode("42601")],
    ["55000 on an open connection (currval before nextval)", withCode("55000", 'currval of sequence "s" is not yet defined in this session')],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["a file that is not there", Object.assign(withCode("ENOENT"), { syscall: "open" })],
    ["a message that merely mentions a timeout", new Error("the timeout exceeded when trying to connect")],
    ["not an error", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("%s → not unavailable", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it("stops on a cause cycle", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

/**
 * The same question asked of errors a real PostgreSQL raises (TEST_DATABASE_URL): each refusal the server
 * can give while connecting, and each way it can end or stop a statement, next to errors that are bugs.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("isDatabaseUnavailable on real PostgreSQL errors", () => {
  // Read while collecting, also when the block is skipped (no TEST_DATABASE_URL): a placeholder then.
  const url = process.env.TEST_DATABASE_URL ?? "postgres://localhost/portal";
  const suffix = randomBytes(4).toString("hex");
  const closedDb = `${new URL(url).pathname.slice(1)}_cerrada_${suffix}`;
  const limitedRole = `portal_sin_cupo_${suffix}`;
  let admin: pg.Client;

  const urlWith = (change: (u: URL) => void) => {
    const u = new URL(url);
    change(u);
    return u.toString();
  };
  /** The error a first query raises through the app's own pool on `target`. */
  async function firstQueryError(target: string): Promise<unknown> {
    const { pool } = newPostgresPool(target, { connectTimeoutMs: 2000, onConnectionError: () => {} });
    try {
      await pool.query("select 1");
      return null;
    } catch (err) {
      return err;
    } finally {
      await pool.end();
    }
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${closedDb}`);
    await admin.query(`alter database ${closedDb} allow_connections false`);
    await admin.query(`create role ${limitedRole} login connection limit 0`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${closedDb}`);
    await admin.query(`drop role if exists ${limitedRole}`);
    await admin.end();
  });

  it.each([
    ["a database that is not accepting connections (55000)", () => urlWith((u) => void (u.pathname = `/${closedDb}`)), "55000"],
    ["no connection slot left for the role (53300)", () => urlWith((u) => void (u.username = limitedRole)), "53300"],
    ["a database that does not exist (3D000)", () => urlWith((u) => void (u.pathname = `/${closedDb}_no_existe`)), "3D000"],
    ["a role that does not exist (28000)", () => urlWith((u) => void (u.username = `${limitedRole}_no_existe`)), "28000"],
  ])("refused while connecting: %s → unavailable", async (_name, target, code) => {
    const err = await firstQueryError(target());
    expect(err).toMatchObject({ code });
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it("a connection to a port where nothing listens → unavailable", async () => {
    const err = await firstQueryError(urlWith((u) => void (u.port = "1")));
    expect(err).toMatchObject({ code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  describe("on an open connection", () => {
    let pool: pg.Pool;
    beforeAll(() => {
      pool = newPostgresPool(url, { onConnectionError: () => {} }).pool;
    });
    afterAll(() => pool.end());

    /** Runs `work` on a connection of its own and returns what it threw. */
    async function errorOf(work: (client: pg.PoolClient) => Promise<unknown>): Promise<unknown> {
      const client = await pool.connect();
      try {
        await work(client);
        return null;
      } catch (err) {
        return err;
      } finally {
        client.release(true);
      }
    }

    it.each([
      ["statement timeout (57014)", "57014", (c: pg.PoolClient) => c.query("set statement_timeout = 50").then(() => c.query("select pg_sleep(2)"))],
      ["a write on a read-only transaction (25006)", "25006", (c: pg.PoolClient) => c.query("begin read only").then(() => c.query("create temp table t (x int)"))],
      [
        "backend terminated by an administrator (57P01)",
        "57P01",
        async (c: pg.PoolClient) => {
          const pid = (await c.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0].pid;
          // Its failure is caught at once: it may arrive before pg_terminate_backend answers, and a rejection
          // nobody listens to yet is an unhandled one.
          const sleeping = c.query("select pg_sleep(5)").then(() => null, (err: unknown) => err);
          await new Promise((r) => setTimeout(r, 200));
          await admin.query("select pg_terminate_backend($1)", [pid]);
          const err = await sleeping;
          if (err) throw err;
        },
      ],
    ])("%s → unavailable", async (_name, code, work) => {
      const err = await errorOf(work);
      expect(err).toMatchObject({ code });
      expect(isDatabaseUnavailable(err)).toBe(true);
    });

    it("a session ended by the idle-in-transaction timeout (25P03) → unavailable", async () => {
      const err = await errorOf(async (c) => {
        const ended = new Promise((resolve) => c.once("error", resolve));
        await c.query("set idle_in_transaction_session_timeout = 100");
        await c.query("begin");
        throw await ended;
      });
      expect(err).toMatchObject({ code: "25P03" });
      expect(isDatabaseUnavailable(err)).toBe(true);
    });

    it.each([
      ["currval before nextval: the same 55000, not while connecting", "55000", "select currval(pg_get_serial_sequence('usuario', 'id'))"],
      ["division by zero", "22012", "select 1 / 0"],
      ["syntax error", "42601", "selec 1"],
      ["a table that does not exist", "42P01", "select * from no_existe_esta_tabla"],
      ["a unique violation", "23505", "create temp table u (x int unique); insert into u values (1), (1)"],
    ])("%s → not unavailable", async (_name, code, statement) => {
      const err = await errorOf((c) => c.query(statement));
      expect(err).toMatchObject({ code });
      expect(isDatabaseUnavailable(err)).toBe(false);
    });
  });
});
