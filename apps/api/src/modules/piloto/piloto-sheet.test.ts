import { COLUMNAS_PILOTO } from "@portal/domain/hoja-pilotos";
import type { VistaImportacion } from "@portal/domain/hoja-vehiculos";
import { MSG } from "@portal/domain/messages";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditoria, piloto } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier, randomCui, randomNit } from "../../../test/carrier";
import { countRows } from "../../../test/licencias";
import { multipartBody } from "../../../test/multipart";

describe("pilots from a spreadsheet", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const row = (over: Record<string, unknown> = {}) => {
    const v: Record<string, unknown> = { cui: randomCui(), nit: randomNit(), nombre: "ROSA", apellido: "PÉREZ", fecha_nacimiento: "15/04/1985", tiene_hijo: "Sí", tipo_licencia: "a", tiempo_laborar: 5, administrasion_licencia: "2030-01-31", ...over };
    return COLUMNAS_PILOTO.map((c) => (v[c.campo] ?? null) as ExcelJS.CellValue);
  };
  async function xlsx(rows: ExcelJS.CellValue[][]) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Pilotos");
    ws.addRow(COLUMNAS_PILOTO.map((c) => c.encabezado));
    rows.forEach((r) => ws.addRow(r));
    return Buffer.from(await wb.xlsx.writeBuffer());
  }
  async function upload(c: Carrier, personaId: number, bytes: Buffer, step: "vista" | "aplicar") {
    const { payload, headers } = await multipartBody({}, { archivo: { bytes, name: "pilotos.xlsx", type: "application/octet-stream" } });
    return ctx.app.inject({ method: "POST", url: `/api/piloto/${personaId}/persona/importacion${step === "vista" ? "/vista" : ""}`, headers: { ...c.headers, ...headers }, payload });
  }
  const pilotsOf = (c: Carrier) => countRows(ctx, piloto, eq(piloto.persona_id, c.personaId));

  it("checks each row with the pilot form's rules, applies all or nothing, and round-trips through the export", async () => {
    const c = await createCarrier(ctx);
    const dup = randomCui();
    const file = await xlsx([row({ cui: dup }), row({ cui: dup }), row({ fecha_nacimiento: "2020-01-01", tipo_licencia: "Z" }), row()]);
    const preview = (await upload(c, c.personaId, file, "vista")).json() as VistaImportacion;
    expect(preview).toMatchObject({ total: 4, nuevas: 2, con_errores: 2 });
    expect(preview.filas[1].errores).toEqual([{ fila: 3, columna: "CUI", mensaje: "El CUI se repite en el archivo (fila 2)." }]);
    expect(preview.filas[2].errores.map((e) => e.columna)).toEqual(["Fecha de nacimiento", "Tipo de licencia"]);
    expect(preview.filas[2].errores[1].mensaje).toBe(MSG.tipoLicenciaPiloto);
    const refused = await upload(c, c.personaId, file, "aplicar");
    expect(refused.statusCode).toBe(422);
    expect(await pilotsOf(c)).toBe(0);

    const good = await xlsx([row({ cui: dup }), row()]);
    const applied = await upload(c, c.personaId, good, "aplicar");
    expect(applied.statusCode).toBe(200);
    expect(await pilotsOf(c)).toBe(2);
    const [p] = await ctx.app.db.select().from(piloto).where(eq(piloto.cui, dup));
    expect(p).toMatchObject({ persona_id: c.personaId, fecha_nacimiento: "1985-04-15", tiene_hijo: true, tipo_licencia: "A", licencia_vencimiento: "2030-01-31", estado_revision: "pendiente" });
    const [trail] = await ctx.app.db.select().from(auditoria).where(and(eq(auditoria.entidad, "piloto"), eq(auditoria.entidad_id, p.id)));
    expect(trail).toMatchObject({ entidad: "piloto", accion: "crear", actor_id: c.userId });

    const exported = await ctx.app.inject({ method: "GET", url: `/api/piloto/${c.personaId}/persona/hoja`, headers: c.headers });
    expect(exported.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const again = Buffer.from(await wb.xlsx.writeBuffer());
    expect((await upload(c, c.personaId, again, "vista")).json()).toMatchObject({ total: 2, sin_cambios: 2 });
    wb.worksheets[0].getCell(2, COLUMNAS_PILOTO.findIndex((col) => col.campo === "nombre") + 1).value = "ROSA MARÍA";
    const edited = Buffer.from(await wb.xlsx.writeBuffer());
    const vista = (await upload(c, c.personaId, edited, "aplicar")).json() as VistaImportacion;
    expect(vista).toMatchObject({ aplicado: true, cambiadas: 1, sin_cambios: 1 });
    expect(vista.filas[0].cambios).toEqual(["Nombres"]);
  });

  it("offers the template and answers 404 for another carrier", async () => {
    const c = await createCarrier(ctx);
    const stranger = await createCarrier(ctx);
    const template = await ctx.app.inject({ method: "GET", url: `/api/piloto/${c.personaId}/persona/plantilla`, headers: c.headers });
    expect(template.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(COLUMNAS_PILOTO.map((col) => col.encabezado));
    for (const url of [`/api/piloto/${c.personaId}/persona/plantilla`, `/api/piloto/${c.personaId}/persona/hoja`]) {
      expect((await ctx.app.inject({ method: "GET", url, headers: stranger.headers })).statusCode).toBe(404);
    }
    expect((await upload(stranger, c.personaId, await xlsx([row()]), "aplicar")).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: `/api/piloto/${c.personaId}/persona/plantilla` })).statusCode).toBe(401);
    expect(await pilotsOf(c)).toBe(0);
  });
});
