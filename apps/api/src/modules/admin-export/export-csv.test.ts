import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departamento, juridico, municipio, natural, persona_direccion, poliza, tipo_direccion } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculoChain, daysFromToday } from "../../../test/licencias";
import { createStaff, staffHeaders } from "../../../test/staff";
import { EXPORT_BATCH } from "./csv-stream";

const KINDS = ["transportistas", "vehiculos", "pilotos"] as const;

describe("GET /api/admin/export/{transportistas,vehiculos,pilotos}.csv", () => {
  let ctx: TestContext;
  let headers: { authorization: string };
  beforeAll(async () => {
    ctx = await buildTestApp();
    headers = staffHeaders((await createStaff(ctx, { rol: "supervisor" })).token);
  });
  afterAll(() => ctx.close());

  const exportCsv = (kind: string, query = "", h: Record<string, string> = headers) =>
    ctx.app.inject({ method: "GET", url: `/api/admin/export/${kind}.csv${query}`, headers: h });
  /** The data lines of a CSV that mention the carrier's NIT. */
  const linesOf = (body: string, c: Carrier) => body.split("\n").filter((l) => l.includes(c.nit));

  async function addressIn(c: Carrier, codigo: string) {
    const [dep] = await ctx.app.db.select().from(departamento).where(eq(departamento.codigo, codigo));
    const [m] = await ctx.app.db.select().from(municipio).where(eq(municipio.departamento_id, dep.id)).limit(1);
    const [tipo] = await ctx.app.db.select().from(tipo_direccion).limit(1);
    await ctx.app.db.insert(persona_direccion).values({
      persona_id: c.personaId, direccion: "Barrio El Centro", notificar: true, pais_id: dep.pais_id, departamento_id: dep.id, municipio_id: m.id, tipo_direccion_id: tipo.id,
    });
    return dep.id;
  }

  it("answers a supervisor and an admin; a revisor gets 403, a carrier's token 401, a bad filter 422", async () => {
    const admin = await createStaff(ctx, { rol: "admin" });
    const revisor = await createStaff(ctx, { rol: "revisor" });
    const carrier = await createCarrier(ctx);
    for (const kind of KINDS) {
      expect((await exportCsv(kind, "", staffHeaders(admin.token))).statusCode).toBe(200);
      expect((await exportCsv(kind, "", staffHeaders(revisor.token))).statusCode).toBe(403);
      expect((await exportCsv(kind, "", carrier.headers)).statusCode).toBe(401);
    }
    const bad = await exportCsv("vehiculos", "?vence_en_dias=-1&estado_revision=listo");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ vence_en_dias: ["Indique un número de días entre 0 y 3650."], estado_revision: ["Seleccione un estado de revisión válido."] });
  });

  it("is a UTF-8 download with a BOM and Spanish headers; quotes commas and quotes, and defuses formulas", async () => {
    const company = await createCarrier(ctx, "juridico");
    await ctx.app.db.update(juridico).set({ empresa: '=HYPERLINK("http://x.example","ver")' }).where(eq(juridico.persona_id, company.personaId));
    const person = await createCarrier(ctx);
    await ctx.app.db.update(natural).set({ nombre: "JOSÉ", apellido: 'PÉREZ, "EL RÁPIDO"' }).where(eq(natural.persona_id, person.personaId));
    const res = await exportCsv("transportistas");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="transportistas-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const body = res.rawPayload.toString("utf8").slice(1);
    expect(body.split("\n")[0]).toBe("NIT,Tipo,Nombre o razón social,Correo de la cuenta,Departamento,Estado de revisión,Licencias,Vehículos activos,Registrado");
    expect(linesOf(body, company)[0]).toContain(`,Jurídico,"'=HYPERLINK(""http://x.example"",""ver"")",`);
    expect(linesOf(body, person)[0]).toContain(`,Individual,"JOSÉ PÉREZ, ""EL RÁPIDO""",`);
  });

  it("filters by department, review state and days to expiry", async () => {
    const near = await createCarrier(ctx);
    const depId = await addressIn(near, "17");
    const { vehiculo: expiring } = await addVehiculoChain(ctx, near);
    await ctx.app.db.update(poliza).set({ fecha_fin: daysFromToday(10) }).where(eq(poliza.vehiculo_id, expiring.id));
    const far = await createCarrier(ctx);
    await addressIn(far, "01");
    await addVehiculoChain(ctx, far);
    await ctx.app.db.update(natural).set({ estado_revision: "aprobado" }).where(eq(natural.persona_id, far.personaId));

    const vehicles = (await exportCsv("vehiculos", "?vence_en_dias=30")).body;
    expect(linesOf(vehicles, near)).toHaveLength(1);
    expect(linesOf(vehicles, near)[0]).toContain(daysFromToday(10));
    expect(linesOf(vehicles, far)).toHaveLength(0);
    const inPeten = (await exportCsv("transportistas", `?departamento=${depId}`)).body;
    expect(linesOf(inPeten, near)[0]).toContain(",Petén,");
    expect(linesOf(inPeten, far)).toHaveLength(0);
    const approved = (await exportCsv("transportistas", "?estado_revision=aprobado")).body;
    expect(linesOf(approved, far)).toHaveLength(1);
    expect(linesOf(approved, near)).toHaveLength(0);
  });

  it(`streams in batches: chunked, no length, every row of more than one batch (${EXPORT_BATCH})`, async () => {
    const c = await createCarrier(ctx);
    const rows = EXPORT_BATCH + 50;
    await ctx.app.db.execute(sql`
      insert into piloto (persona_id, nit, cui, nombre, apellido, fecha_nacimiento)
      select ${c.personaId}, 'CF', lpad(g::text, 13, '0'), 'PILOTO', 'NÚMERO ' || g, date '1990-01-01'
      from generate_series(1, ${rows}) g`);
    const res = await exportCsv("pilotos");
    expect(res.statusCode).toBe(200);
    expect(res.headers["transfer-encoding"]).toBe("chunked");
    expect(res.headers["content-length"]).toBeUndefined();
    const lines = linesOf(res.body, c);
    expect(lines).toHaveLength(rows);
    expect(new Set(lines.map((l) => l.split(",")[2])).size).toBe(rows);
  });
});
