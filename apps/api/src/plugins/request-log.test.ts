import { Writable } from "node:stream";
import Fastify, { LogController } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import requestLog from "./request-log";

describe("one log line per response (decision 092)", () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: "info", stream }, logController: new LogController({ disableRequestLogging: true }) });
  beforeAll(async () => {
    await app.register(requestLog);
    app.get("/ok", async () => ({ ok: true }));
    app.get("/boom", async () => {
      throw new Error("fallo");
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const completed = () => lines.filter((l) => l.msg === "request completed");

  it("logs each answer once, with its id, method, path without the query, status and time", async () => {
    lines.length = 0;
    const res = await app.inject("/ok?llave=secreta");
    expect(completed()).toHaveLength(1);
    expect(completed()[0]).toMatchObject({ level: 30, reqId: res.headers["request-id"] ?? expect.any(String), method: "GET", path: "/ok", status: 200 });
    expect(completed()[0].ms).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain("secreta");
    expect(lines.filter((l) => l.msg === "incoming request")).toHaveLength(0);
    await app.inject("/nada");
    expect(completed()[1]).toMatchObject({ level: 30, path: "/nada", status: 404 });
  });

  it("logs a server error at error level, still visible with LOG_LEVEL=warn", async () => {
    lines.length = 0;
    await app.inject("/boom");
    expect(completed()).toEqual([expect.objectContaining({ level: 50, path: "/boom", status: 500 })]);
  });
});
