import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "./app";
import { randomNit } from "./carrier";

/**
 * The stop sequence of plugins/shutdown.ts on a real port: while draining, health answers 503 and every
 * answer closes its connection; then reads are refused for a moment; then the port closes, and a request
 * already in flight still gets its answer. (scripts/graceful-stop.ts measures the same behind nginx under load.)
 */
describe("graceful stop", () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(() => ctx.close());

  function get(path: string) {
    return new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
        })
        .on("error", reject);
    });
  }

  it("drains (health 503, Connection: close), sheds reads, then refuses new connections while the request in flight finishes", async () => {
    expect((await get("/api/health")).status).toBe(200);
    const DRAIN = 800; // then 1 s shedding reads, then the port closes (plugins/shutdown.ts)
    const t0 = Date.now();
    const at = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, t0 + ms - Date.now())));

    // A log-in whose body is still on its way when the port closes.
    const body = JSON.stringify({ nit: randomNit(), password: "Clave-incorrecta-123" });
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path: "/api/authenticate", method: "POST", agent: false, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode!));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      void at(DRAIN + 1000 + 300).then(() => req.end(body.slice(10)));
    });
    await new Promise((r) => setTimeout(r, 50));

    const stopped = ctx.app.shutdown.stop(DRAIN);
    const health = await get("/api/health");
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: "cerrando" });
    expect(health.connection).toBe("close");
    const served = await get("/api/catalogo/estado_civil");
    expect(served.status).toBe(200); // still serving during the drain, without keeping the connection
    expect(served.connection).toBe("close");
    expect(Date.now() - t0).toBeLessThan(DRAIN);

    await at(DRAIN + 400); // reads are refused before any work (a proxy retries them on another instance)
    const shed = await get("/api/catalogo/estado_civil");
    expect(shed.status).toBe(503);
    expect(JSON.parse(shed.body)).toEqual({ message: "El servicio no está disponible en este momento. Intente de nuevo en unos segundos." });

    await at(DRAIN + 1000 + 200); // the port no longer accepts
    await expect(get("/api/health")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(await inFlight).toBe(401);
    await stopped;
  });
});
