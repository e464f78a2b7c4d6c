import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../test/app";
import { type Carrier, createCarrier } from "../../test/carrier";
import { addLicencia, daysFromToday } from "../../test/licencias";
import { multipartBody } from "../../test/multipart";
import { tinyPdf, tinyPng } from "../../test/pdf";
import { readScrape, type Sample, valueOf } from "../../test/prometheus-scrape";
import { runReminders } from "../modules/vencimientos/recordatorios/run-reminders";

/**
 * The Prometheus scrape as an operator's Prometheus gets it: on its own port (METRICS_PORT), never on the
 * public one, in the text format, read back with a parser of that format after the app has served requests.
 */
describe("metrics on METRICS_PORT", () => {
  let ctx: TestContext;
  let carrier: Carrier;

  beforeAll(async () => {
    ctx = await buildTestApp({ METRICS_PORT: 0, METRICS_HOST: "127.0.0.1" });
    carrier = await createCarrier(ctx);
  });
  afterAll(() => ctx.close());

  async function scrape() {
    const res = await fetch(`http://127.0.0.1:${ctx.app.metrics.port()}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = await res.text();
    return { text, ...readScrape(text) };
  }
  const count = (samples: Sample[], name: string, labels: Record<string, string>) => valueOf(samples, name, labels) ?? 0;
  const requests = (samples: Sample[], labels: Record<string, string>) => count(samples, "http_request_duration_seconds_count", labels);

  it("serves a well-formed scrape: every family typed and documented, every value a number, buckets cumulative", async () => {
    await ctx.app.inject({ method: "GET", url: "/api/persona", headers: carrier.headers });
    const { families, samples } = await scrape();
    expect(families.length).toBeGreaterThan(10);
    for (const f of families) {
      expect(f.type, f.name).not.toBe("UNTYPED");
      expect(f.help, f.name).not.toBe("");
    }
    for (const s of samples) expect(Number.isNaN(s.value), `${s.name} ${JSON.stringify(s.labels)}`).toBe(false);
    // Each series of a histogram: buckets never decrease, and +Inf is the count.
    const buckets = samples.filter((s) => s.name === "http_request_duration_seconds_bucket");
    const series = new Map<string, Sample[]>();
    for (const b of buckets) {
      const { le: _le, ...rest } = b.labels;
      const key = JSON.stringify(rest);
      series.set(key, [...(series.get(key) ?? []), b]);
    }
    expect(series.size).toBeGreaterThan(0);
    for (const [key, list] of series) {
      const sorted = list.sort((a, b) => Number(a.labels.le) - Number(b.labels.le));
      for (let i = 1; i < sorted.length; i++) expect(sorted[i].value).toBeGreaterThanOrEqual(sorted[i - 1].value);
      expect(sorted.at(-1)!.labels.le).toBe("+Inf");
      expect(sorted.at(-1)!.value).toBe(requests(samples, JSON.parse(key)));
    }
    expect(families.find((f) => f.name === "http_request_duration_seconds")?.type).toBe("HISTOGRAM");
    // Process metrics under the portal's prefix.
    expect(families.find((f) => f.name === "portal_process_cpu_user_seconds_total")?.type).toBe("COUNTER");
    expect(families.find((f) => f.name === "portal_nodejs_eventloop_lag_seconds")?.type).toBe("GAUGE");
  });

  it("times requests by route pattern and status, never by the raw URL", async () => {
    const before = await scrape();
    const pattern = { method: "GET", route: "/api/persona/:id", status_code: "404" };
    const noRoute = { method: "GET", route: "(sin ruta)", status_code: "404" };
    await ctx.app.inject({ method: "GET", url: "/api/persona/987654321", headers: carrier.headers });
    await ctx.app.inject({ method: "GET", url: "/api/no-existe-esta-ruta-5550123" });
    expect((await ctx.app.inject({ method: "GET", url: "/api/persona" })).statusCode).toBe(401);

    const after = await scrape();
    expect(requests(after.samples, pattern)).toBe(requests(before.samples, pattern) + 1);
    expect(requests(after.samples, noRoute)).toBe(requests(before.samples, noRoute) + 1);
    expect(requests(after.samples, { method: "GET", route: "/api/persona", status_code: "401" })).toBeGreaterThan(0);
    expect(after.text).not.toContain("987654321");
    expect(after.text).not.toContain("5550123");
  });

  it("counts log-in failures, PDF uploads by outcome, and reminder mails sent", async () => {
    const before = (await scrape()).samples;
    const failures = (s: Sample[]) => count(s, "portal_login_failures_total", { account: "transportista", step: "clave" });
    const uploads = (s: Sample[], status: string) => count(s, "portal_pdf_uploads_total", { route: "/api/natural_documento/:naturalId/natural/pdf", status_code: status });
    const sent = (s: Sample[]) => count(s, "portal_reminder_mails_total", { outcome: "enviado" });

    const login = await ctx.app.inject({ method: "POST", url: "/api/authenticate", payload: { nit: carrier.nit, password: "no-es-la-clave-1" } });
    expect(login.statusCode).toBe(401);
    const upload = async (bytes: Buffer, type?: string) => {
      const body = await multipartBody({ tipo_documento_id: "1" }, { documento: { bytes, type } });
      return ctx.app.inject({ method: "POST", url: `/api/natural_documento/${carrier.naturalId}/natural/pdf`, headers: { ...carrier.headers, ...body.headers }, payload: body.payload });
    };
    expect((await upload(tinyPdf())).statusCode).toBe(201);
    expect((await upload(tinyPng, "image/png")).statusCode).toBe(415);
    await addLicencia(ctx, carrier, { numero: "LIC-METRICA", inicia: daysFromToday(-300), fin: daysFromToday(7) });
    const tick = await runReminders(ctx.app, { usuarioIds: [carrier.userId] });
    expect(tick.sent).toBeGreaterThan(0);

    const after = (await scrape()).samples;
    expect(failures(after)).toBe(failures(before) + 1);
    expect(uploads(after, "201")).toBe(uploads(before, "201") + 1);
    expect(uploads(after, "415")).toBe(uploads(before, "415") + 1);
    expect(count(after, "portal_pdf_upload_request_bytes_count", {})).toBe(count(before, "portal_pdf_upload_request_bytes_count", {}) + 1);
    expect(sent(after)).toBe(sent(before) + tick.sent);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("shows the database pool's use and the waits for a connection (PostgreSQL)", async () => {
    await Promise.all(Array.from({ length: 5 }, () => ctx.app.inject({ method: "GET", url: "/api/persona", headers: carrier.headers })));
    const { samples } = await scrape();
    expect(valueOf(samples, "portal_db_pool_max_connections")).toBe(10);
    const inUse = valueOf(samples, "portal_db_pool_connections", { state: "in_use" })!;
    const idle = valueOf(samples, "portal_db_pool_connections", { state: "idle" })!;
    expect(inUse + idle).toBeGreaterThan(0);
    expect(valueOf(samples, "portal_db_pool_waiting_requests")).toBe(0);
    expect(count(samples, "portal_db_pool_wait_seconds_count", { outcome: "ok" })).toBeGreaterThanOrEqual(5);
  });

  it("is not on the public port, and without METRICS_PORT no listener is opened", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/api/metrics" })).statusCode).toBe(404);
    expect((await fetch(`http://127.0.0.1:${ctx.app.metrics.port()}/otra`)).status).toBe(404);
    const plain = await buildTestApp();
    try {
      expect(plain.app.metrics.port()).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
