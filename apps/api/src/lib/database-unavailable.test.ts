import { describe, expect, it } from "vitest";
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
