import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencia } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculoChain, daysFromToday, tipoLicenciaId } from "../../../test/licencias";

interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  start: string;
  isDate: boolean;
  end: string;
  alarms: Array<{ action: string; trigger: string; description?: string }>;
}

/** The feed parsed back as a calendar app would read it. */
function parseFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const start = vevent.getFirstPropertyValue("dtstart") as ICAL.Time;
    return {
      uid: String(vevent.getFirstPropertyValue("uid")),
      summary: String(vevent.getFirstPropertyValue("summary")),
      description: String(vevent.getFirstPropertyValue("description")),
      start: start.toString(),
      isDate: start.isDate,
      end: (vevent.getFirstPropertyValue("dtend") as ICAL.Time).toString(),
      alarms: vevent.getAllSubcomponents("valarm").map((alarm) => ({
        action: String(alarm.getFirstPropertyValue("action")),
        trigger: String(alarm.getFirstPropertyValue("trigger")),
        description: String(alarm.getFirstPropertyValue("description")),
      })),
    };
  });
}

describe("calendar feed /api/calendario", () => {
  let ctx: TestContext;
  let a: Carrier;
  let b: Carrier;
  const licenciaFin = daysFromToday(45);
  const polizaFin = daysFromToday(200);

  beforeAll(async () => {
    ctx = await buildTestApp({ PUBLIC_URL: "https://portal.example.gt" });
    a = await createCarrier(ctx);
    b = await createCarrier(ctx);
    await addVehiculoChain(ctx, a, { licencia: { numero: "LIC-CAL-1", fin: licenciaFin }, vehiculo: { poliza_numero: "POL-CAL-1", poliza_fecha_fin: polizaFin } });
    await addVehiculoChain(ctx, b, { licencia: { numero: "LIC-AJENA" } });
    // Expired licences (written directly: the API refuses an end date in the past).
    const tipo = await tipoLicenciaId(ctx);
    await ctx.app.db.insert(licencia).values([
      { persona_id: a.personaId, numero: "LIC-RECIEN", inicia: daysFromToday(-400), fin: daysFromToday(-10), tipo_licencia_id: tipo },
      { persona_id: a.personaId, numero: "LIC-ANTIGUA", inicia: daysFromToday(-900), fin: daysFromToday(-200), tipo_licencia_id: tipo },
    ]);
  });
  afterAll(() => ctx.close());

  const create = (c: { headers: Record<string, string> }) => ctx.app.inject({ method: "POST", url: "/api/calendario", headers: c.headers });
  const fetchFeed = (url: string) => ctx.app.inject({ method: "GET", url: new URL(url).pathname });

  it("answers the URL once; the feed is valid iCalendar with each expiry as an all-day event on its date, alarms 30 and 7 days before", async () => {
    const res = await create(a);
    expect(res.statusCode).toBe(201);
    const { url, webcal } = res.json().calendario;
    expect(url).toMatch(/^https:\/\/portal\.example\.gt\/api\/calendario\/[\w-]{43}\.ics$/);
    expect(webcal).toBe(url.replace("https://", "webcal://"));

    const feed = await fetchFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers["cache-control"]).toBe("private, max-age=3600");
    const events = parseFeed(feed.body);
    const bySummary = Object.fromEntries(events.map((e) => [e.summary, e]));
    // Future items and the recently expired; not one expired 200 days ago, nothing of another carrier.
    expect(Object.keys(bySummary)).toEqual(
      expect.arrayContaining(["Vence: Licencia LIC-CAL-1", "Vence: Licencia LIC-RECIEN", expect.stringMatching(/^Vence: Póliza POL-CAL-1 del vehículo /)]),
    );
    expect(feed.body).not.toContain("LIC-ANTIGUA");
    expect(feed.body).not.toContain("LIC-AJENA");

    const lic = bySummary["Vence: Licencia LIC-CAL-1"];
    expect(lic).toMatchObject({ start: licenciaFin, isDate: true, end: daysFromToday(46) });
    expect(lic.alarms.map(({ action, trigger }) => ({ action, trigger }))).toEqual([
      { action: "DISPLAY", trigger: "-P30D" },
      { action: "DISPLAY", trigger: "-P7D" },
    ]);
    // Formal and clear: what to do with the licence, not a bare "Actualícelo".
    const fin = licenciaFin.split("-").reverse().join("/");
    expect(lic.description).toBe(
      `Licencia LIC-CAL-1: su último día vigente es el ${fin}. Renueve su licencia de transporte y registre la licencia renovada en el portal: https://portal.example.gt/licencia`,
    );
    expect(lic.alarms[1].description).toBe("Vence en 7 días: Licencia LIC-CAL-1. Renueve su licencia de transporte y registre la licencia renovada en el portal.");
    expect(feed.body).not.toMatch(/Actualícel/);
    const pol = events.find((e) => e.summary.startsWith("Vence: Póliza POL-CAL-1"));
    expect(pol).toMatchObject({ start: polizaFin, isDate: true });
    expect(pol?.description).toContain("Renueve la póliza con su aseguradora y registre la nueva póliza en los datos del vehículo, en el portal: ");
    // Raw text: a date, not a time that a zone could move to the day before.
    expect(feed.body).toContain(`DTSTART;VALUE=DATE:${licenciaFin.replaceAll("-", "")}`);
    const state = await ctx.app.inject({ method: "GET", url: "/api/calendario", headers: a.headers });
    expect(state.json().calendario.activo).toBe(true);
  });

  it("regenerating revokes the old URL (404); deleting revokes the new one; unknown tokens are 404", async () => {
    const first = (await create(a)).json().calendario.url as string;
    const second = (await create(a)).json().calendario.url as string;
    expect(second).not.toBe(first);
    const old = await fetchFeed(first);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe("Calendario no encontrado.");
    expect((await fetchFeed(second)).statusCode).toBe(200);

    const del = await ctx.app.inject({ method: "DELETE", url: "/api/calendario", headers: a.headers });
    expect(del.statusCode).toBe(200);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "DELETE", url: "/api/calendario", headers: a.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/api/calendario", headers: a.headers })).json().calendario).toEqual({ activo: false, creado: null });

    for (const path of [`/api/calendario/${"A".repeat(43)}.ics`, "/api/calendario/nada.ics", "/api/calendario/x"]) {
      expect((await ctx.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    }
  });

  it("another account's URL shows only that account's items, and the routes that change it need a session", async () => {
    const urlB = (await create(b)).json().calendario.url as string;
    const feed = (await fetchFeed(urlB)).body;
    expect(feed).toContain("LIC-AJENA");
    expect(feed).not.toContain("LIC-CAL-1");
    for (const method of ["POST", "DELETE", "GET"] as const) {
      expect((await ctx.app.inject({ method, url: "/api/calendario" })).statusCode).toBe(401);
    }
  });
});
