import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import errors from "./errors";

/** The safety net of decisions 055 and 056: a value the database refuses is the client's 422, never a 500. */
describe("errors plugin: PostgreSQL data exceptions", () => {
  it.each([
    ["22003", "numeric value out of range"],
    ["22021", 'invalid byte sequence for encoding "UTF8": 0x00'],
    ["22P05", "unsupported Unicode escape sequence"],
    ["22001", "value too long for type character varying(20)"],
  ])("maps %s (%s) to 422 with the generic Spanish message", async (code, text) => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    // As drizzle throws it: the driver's error as the cause of a query error.
    app.get("/boom", async () => {
      throw Object.assign(new Error("Failed query"), { cause: Object.assign(new Error(text), { code }) });
    });
    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: "Los datos enviados no son válidos." });
    await app.close();
  });

  it("leaves other database errors a 500 that tells nothing", async () => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    app.get("/boom", async () => {
      throw Object.assign(new Error("syntax error at or near"), { code: "42601" });
    });
    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Ocurrió un error inesperado." });
    await app.close();
  });
});
