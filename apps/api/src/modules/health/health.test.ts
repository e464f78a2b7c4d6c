import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { createAccount } from "../../../test/carrier";

describe("GET /api/health", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("answers 200 while the database is reachable", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", redis: "no configurado" });
  });

  it("carries the security headers", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(res.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
    expect(String(res.headers["content-security-policy"])).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  });

  it("answers a JSON 404 for an unknown API path", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/no-existe" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Recurso no encontrado." });
  });

  it("serves the OpenAPI document", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty("/api/health");
    // Every operation documents the 503 of a database away (plugins/swagger.ts).
    expect(res.json().paths["/api/catalogo/{name}"].get.responses["503"].description).toContain("Retry-After");
  });

  it("answers 503 within 1.5 s when the database does not answer the ping", async () => {
    const other = await buildTestApp();
    const ping = other.database.ping;
    other.database.ping = () => new Promise(() => {}); // a ping that never comes back (network cut)
    const start = Date.now();
    const res = await other.app.inject({ method: "GET", url: "/api/health" });
    expect(Date.now() - start).toBeLessThan(2000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "error" });
    other.database.ping = ping;
    await other.close();
  });

  it("answers any request with 503, Retry-After and a Spanish message while the database is closed", async () => {
    const other = await buildTestApp();
    const account = await createAccount(other);
    await other.database.close();
    // A read that needs the database (the catalogues are served from memory, decision 093).
    const res = await other.app.inject({ method: "GET", url: "/api/persona", headers: account.headers });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({ message: "El servicio no está disponible en este momento. Intente de nuevo en unos segundos." });
    await other.app.close();
  });

  it("answers 503 when the database is down", async () => {
    const other = await buildTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "error" });
    await other.app.close();
  });
});
