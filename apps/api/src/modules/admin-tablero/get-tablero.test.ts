import { daysFromToday } from "../../../test/request-bodies";
import { todayInGuatemala } from "@portal/domain/formats";
import type { Tablero } from "@portal/domain/tablero";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decision_revision, departamento, licencia, municipio, natural, persona_direccion, tipo_direccion } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addLicencia } from "../../../test/licencias";
import { createStaff, staffHeaders } from "../../../test/staff";
import { cachedTablero } from "./cached-tablero";
import { getTablero } from "./get-tablero";

/**
 * The dashboard's figures count the whole database. The PostgreSQL test database is shared by every
 * file, and another file may add a carrier, a licence or a decision between a test's two readings: the
 * exact counts run on this file's own database (PGlite) only.
 */
const sharedDatabase = Boolean(process.env.TEST_DATABASE_URL);

/** The date `days` from today in Guatemala at noon there, as a timestamp. */
const guatemalaNoon = (days: number) => new Date(`${daysFromToday(days)}T12:00:00-06:00`);

describe("GET /api/admin/tablero", () => {
  let ctx: TestContext;
  let headers: { authorization: string };
  beforeAll(async () => {
    // Computed per request: the tests compare two readings a moment apart.
    ctx = await buildTestApp({ TABLERO_CACHE_SECONDS: 0 });
    headers = staffHeaders((await createStaff(ctx, { rol: "supervisor" })).token);
  });
  afterAll(() => ctx.close());

  const tablero = async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/admin/tablero", headers });
    expect(res.statusCode).toBe(200);
    return res.json() as Tablero;
  };

  it.skipIf(sharedDatabase)("gives the queue's size and its median and 90th percentile age in hours", async () => {
    const c = await createCarrier(ctx);
    const ids = [];
    for (let i = 0; i < 9; i++) ids.push((await addLicencia(ctx, c, { numero: `LIC-COLA-${i}` })).id);
    // Nine licences 10 … 90 hours old, and the persona's data 100 hours: ten pending rows in all.
    for (const [i, id] of ids.entries()) {
      await ctx.app.db.update(licencia).set({ revision_desde: sql`now() - make_interval(hours => ${(i + 1) * 10})` }).where(eq(licencia.id, id));
    }
    await ctx.app.db.update(natural).set({ revision_desde: sql`now() - interval '100 hours'` }).where(eq(natural.persona_id, c.personaId));
    // Median of 10 … 100 is 55; the 90th percentile interpolates 90 and 100 at 0.1: 91.
    expect((await tablero()).cola).toEqual({
      pendientes: 10,
      edad_mediana_horas: 55,
      edad_p90_horas: 91,
      por_tipo: [
        { tipo: "licencia", pendientes: 9 },
        { tipo: "persona", pendientes: 1 },
      ],
    });
  });

  it("answers a supervisor and an admin; a revisor gets 403 and a carrier's token 401", async () => {
    const admin = await createStaff(ctx, { rol: "admin" });
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/tablero", headers: staffHeaders(admin.token) })).statusCode).toBe(200);
    const revisor = await createStaff(ctx, { rol: "revisor" });
    const forbidden = await ctx.app.inject({ method: "GET", url: "/api/admin/tablero", headers: staffHeaders(revisor.token) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: "No tiene permiso para esta acción." });
    const carrier = await createCarrier(ctx);
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/tablero", headers: carrier.headers })).statusCode).toBe(401);
  });

  it.skipIf(sharedDatabase)("counts licences ending today + 30, 60, 90 days in each window they fall in, and none past 90 or already ended", async () => {
    const before = await tablero();
    const c = await createCarrier(ctx);
    for (const [i, days] of [-1, 0, 30, 31, 60, 61, 90, 91].entries()) {
      await addLicencia(ctx, c, { numero: `LIC-EDGE-${i}`, inicia: daysFromToday(-400), fin: daysFromToday(days) });
    }
    const after = await tablero();
    const delta = (t: Tablero) => t.vencimientos.find((v) => v.tipo === "licencia")!;
    // today and +30 → 30 days; +31, +60 → 60; +61, +90 → 90.
    expect(delta(after).d30 - delta(before).d30).toBe(2);
    expect(delta(after).d60 - delta(before).d60).toBe(4);
    expect(delta(after).d90 - delta(before).d90).toBe(6);
    expect(after.vencimientos.map((v) => v.tipo)).toEqual(["licencia", "poliza", "licencia_piloto", "representante"]);
  });

  it.skipIf(sharedDatabase)("counts decisions per Guatemala day over the last 30 days, days without decisions included", async () => {
    const before = await tablero();
    const decision = (estado: "aprobado" | "rechazado", days: number) => ({
      tipo: "licencia" as const, registro_id: 1, usuario_id: 1, estado, funcionario_id: 1, created_at: guatemalaNoon(days),
    });
    await ctx.app.db.insert(decision_revision).values([decision("aprobado", 0), decision("rechazado", 0), decision("aprobado", -29), decision("aprobado", -30)]);
    const after = await tablero();
    expect(after.decisiones).toHaveLength(30);
    expect(after.decisiones[29].fecha).toBe(todayInGuatemala());
    expect(after.decisiones[0].fecha).toBe(daysFromToday(-29));
    const day = (t: Tablero, i: number) => t.decisiones[i];
    expect(day(after, 29).aprobado - day(before, 29).aprobado).toBe(1);
    expect(day(after, 29).rechazado - day(before, 29).rechazado).toBe(1);
    // The oldest day counts; the day before it is out of the window.
    expect(day(after, 0).aprobado - day(before, 0).aprobado).toBe(1);
  });

  it.skipIf(sharedDatabase)("counts carriers by the department of their main address (the one marked to notify, else the first)", async () => {
    const [escuintla] = await ctx.app.db.select().from(departamento).where(eq(departamento.codigo, "05"));
    const [peten] = await ctx.app.db.select().from(departamento).where(eq(departamento.codigo, "17"));
    const [tipo] = await ctx.app.db.select().from(tipo_direccion).limit(1);
    const address = async (c: Carrier, dep: typeof escuintla, notificar: boolean) => {
      const [m] = await ctx.app.db.select().from(municipio).where(eq(municipio.departamento_id, dep.id)).limit(1);
      await ctx.app.db.insert(persona_direccion).values({
        persona_id: c.personaId, direccion: "5a calle 1-23", notificar, pais_id: dep.pais_id, departamento_id: dep.id, municipio_id: m.id, tipo_direccion_id: tipo.id,
      });
    };
    const count = (t: Tablero, id: number | null) => t.departamentos.find((d) => d.departamento_id === id)?.transportistas ?? 0;
    const before = await tablero();
    const first = await createCarrier(ctx);
    await address(first, escuintla, false);
    const marked = await createCarrier(ctx);
    await address(marked, escuintla, false);
    await address(marked, peten, true);
    await createCarrier(ctx);
    const after = await tablero();
    expect(count(after, escuintla.id) - count(before, escuintla.id)).toBe(1);
    expect(count(after, peten.id) - count(before, peten.id)).toBe(1);
    expect(count(after, null) - count(before, null)).toBe(1);
    expect(after.departamentos.find((d) => d.departamento_id === null)?.nombre).toBe("Sin dirección");
  });


  it.skipIf(sharedDatabase)("with the figures kept for a minute, answers the kept figures within it and new ones after", async () => {
    let clock = Date.now();
    const figures = cachedTablero((today) => getTablero(ctx.app.db, today), 60, () => clock);
    const log = { warn: () => {} };
    const licencias = (t: Tablero) => t.vencimientos.find((v) => v.tipo === "licencia")!.d30;
    const before = await figures(log);
    const c = await createCarrier(ctx);
    await addLicencia(ctx, c, { numero: "LIC-CACHE-1", inicia: daysFromToday(-400), fin: daysFromToday(10) });
    clock += 59_000;
    expect(licencias(await figures(log))).toBe(licencias(before));
    // Past the minute: the kept figures answer once more while new ones are computed, then the new ones.
    clock += 2_000;
    expect(licencias(await figures(log))).toBe(licencias(before));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect.poll(async () => licencias(await figures(log))).toBe(licencias(before) + 1);
  });
});
