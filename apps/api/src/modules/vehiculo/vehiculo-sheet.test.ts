import { COLUMNAS_VEHICULO, HOJA_LIMITES, HOJA_MSG, type VistaImportacion } from "@portal/domain/hoja-vehiculos";
import { MSG } from "@portal/domain/messages";
import { VEHICULO_MSG } from "@portal/domain/vehiculo";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditoria, poliza, vehiculo } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier, randomNit } from "../../../test/carrier";
import { addLicencia, addTarjeta, countRows, daysFromToday, randomPlaca, type VehicleCatalogues, vehicleCatalogues, vehiculoPayload } from "../../../test/licencias";
import { multipartBody } from "../../../test/multipart";
import { catalogueNames } from "../../../test/sheets";

type Row = Record<string, unknown>;

describe("vehicles from a spreadsheet", () => {
  let ctx: TestContext;
  let cats: VehicleCatalogues;
  let names: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    cats = await vehicleCatalogues(ctx);
    names = await catalogueNames(ctx, cats);
  });
  afterAll(() => ctx.close());

  async function card() {
    const c = await createCarrier(ctx);
    const l = await addLicencia(ctx, c);
    return { c, t: await addTarjeta(ctx, c, l.id) };
  }

  /** A valid row of the template, by header, with catalogue names; `over` replaces cells by form field. */
  function row(over: Row = {}): Row {
    const values: Row = { ...vehiculoPayload(cats), numero_placa: randomPlaca(), ...names, ...over };
    return Object.fromEntries(COLUMNAS_VEHICULO.map((c) => [c.encabezado, values[c.campo] ?? null]));
  }

  async function xlsx(rows: Row[], headers = COLUMNAS_VEHICULO.map((c) => c.encabezado)): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Vehículos");
    ws.addRow(headers);
    for (const r of rows) ws.addRow(headers.map((h) => r[h] as ExcelJS.CellValue));
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  const csv = (rows: Row[], sep: string) => {
    const headers = COLUMNAS_VEHICULO.map((c) => c.encabezado);
    const quote = (v: unknown) => (v === null || v === undefined ? "" : `"${String(v).replace(/"/g, '""')}"`);
    return [headers.join(sep), ...rows.map((r) => headers.map((h) => quote(r[h])).join(sep))].join("\r\n");
  };

  async function upload(c: Carrier, tarjetaId: number, bytes: Buffer, step: "vista" | "aplicar", omitir?: string, name = "flota.xlsx") {
    const { payload, headers } = await multipartBody(omitir ? { omitir } : {}, { archivo: { bytes, name, type: "application/octet-stream" } });
    const url = `/api/vehiculo/${tarjetaId}/tarjeta_operacion/importacion${step === "vista" ? "/vista" : ""}`;
    return ctx.app.inject({ method: "POST", url, headers: { ...c.headers, ...headers }, payload });
  }
  const onCard = (tarjetaId: number) => countRows(ctx, vehiculo, eq(vehiculo.tarjeta_operacion_id, tarjetaId));

  it("offers a template that parses back: Spanish headers, drop-down lists, instructions; the csv too", async () => {
    const { c, t } = await card();
    const res = await ctx.app.inject({ method: "GET", url: `/api/vehiculo/${t.id}/tarjeta_operacion/plantilla`, headers: c.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.name).toBe("Vehículos");
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(COLUMNAS_VEHICULO.map((col) => col.encabezado));
    const marca = COLUMNAS_VEHICULO.findIndex((col) => col.campo === "marca_vehiculo_id") + 1;
    expect(sheet.getCell(2, marca).dataValidation).toMatchObject({ type: "list" });
    expect(wb.getWorksheet("Instrucciones")?.rowCount).toBeGreaterThan(COLUMNAS_VEHICULO.length);
    expect(wb.getWorksheet("Listas")?.state).toBe("hidden");

    const csvRes = await ctx.app.inject({ method: "GET", url: `/api/vehiculo/${t.id}/tarjeta_operacion/plantilla?formato=csv`, headers: c.headers });
    expect(csvRes.statusCode).toBe(200);
    expect(csvRes.body.replace(/^\uFEFF/, "").trim()).toBe(COLUMNAS_VEHICULO.map((col) => col.encabezado).join(","));

    // The template filled in is read back by the import.
    const r = row();
    for (const [i, col] of COLUMNAS_VEHICULO.entries()) sheet.getCell(2, i + 1).value = r[col.encabezado] as ExcelJS.CellValue;
    const filled = Buffer.from(await wb.xlsx.writeBuffer());
    const preview = await upload(c, t.id, filled, "vista");
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ total: 1, nuevas: 1, con_errores: 0 });
  });

  it("previews new and wrong rows with row, column and the form's message, writes nothing, then applies all or nothing", async () => {
    const { c, t } = await card();
    const good1 = row();
    const good2 = row();
    const bad = row({ poliza_fecha_fin: daysFromToday(-60) });
    const file = await xlsx([good1, bad, good2]);
    const preview = await upload(c, t.id, file, "vista");
    expect(preview.statusCode).toBe(200);
    const vista = preview.json() as VistaImportacion;
    expect(vista).toMatchObject({ total: 3, nuevas: 2, con_errores: 1, aplicado: false });
    expect(vista.filas[1]).toMatchObject({ fila: 3, estado: "con_errores", errores: [{ fila: 3, columna: "Fin de la póliza", mensaje: VEHICULO_MSG.polizaFinBeforeInicio }] });
    expect(await onCard(t.id)).toBe(0);

    const refused = await upload(c, t.id, file, "aplicar");
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: HOJA_MSG.conErrores, con_errores: 1 });
    expect(await onCard(t.id)).toBe(0);

    const applied = await upload(c, t.id, file, "aplicar", "3");
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ aplicado: true, nuevas: 2, omitidas: 1 });
    const rows = await ctx.app.db.select().from(vehiculo).where(eq(vehiculo.tarjeta_operacion_id, t.id));
    expect(rows.map((v) => v.numero_placa).sort()).toEqual([good1.Placa, good2.Placa].map(String).sort());
    expect(rows.every((v) => v.estado_revision === "pendiente" && v.persona_id === c.personaId)).toBe(true);
    expect(await countRows(ctx, poliza, eq(poliza.persona_id, c.personaId))).toBe(2);
    const trail = await ctx.app.db.select().from(auditoria).where(and(eq(auditoria.entidad, "vehiculo"), eq(auditoria.entidad_id, rows[0].id)));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ accion: "crear", actor_tipo: "usuario", actor_id: c.userId });
  });

  it("names each column's error with the form's message", async () => {
    const { c, t } = await card();
    const cases: Array<[string, Row, string]> = [
      ["Placa", { numero_placa: "12" }, MSG.plateFormat],
      ["Tipo de placa", { tipo_placa_id: "No existe" }, HOJA_MSG.catalogo],
      ["NIT del propietario", { nit: "123" }, MSG.nitInvalid],
      ["Asientos", { asiento: 120 }, VEHICULO_MSG.asiento],
      ["Motor", { motor: null }, MSG.required],
      ["Modelo (año)", { modelo: "19" }, MSG.formatInvalid],
      ["Marca", { marca_vehiculo_id: "Marca inventada" }, HOJA_MSG.catalogo],
      ["Cilindros", { cilindro: "seis" }, VEHICULO_MSG.entero],
      ["Centímetros cúbicos", { cc: -1 }, VEHICULO_MSG.entero],
      ["Número de chasis", { numero_chasis: "" }, MSG.required],
      ["Color", { color_id: "Fucsia fosforescente" }, HOJA_MSG.catalogo],
      ["Tipo de vehículo", { tipo_vehiculo_id: null }, MSG.required],
      ["Tipo de uso", { tipo_uso_id: "??" }, HOJA_MSG.catalogo],
      ["Tipo de combustible", { tipo_combustible_id: "Plutonio" }, HOJA_MSG.catalogo],
      ["Aseguradora", { nombre_aseguradora: null }, MSG.required],
      ["Número de póliza", { poliza_numero: null }, MSG.required],
      ["Tipo de seguro", { poliza_tipo_seguro: null }, MSG.required],
      ["Prima total (Q)", { poliza_prima_total: -5 }, VEHICULO_MSG.monto],
      ["Valor (Q)", { poliza_valor: "mucho" }, VEHICULO_MSG.monto],
      ["Monto asegurado (Q)", { poliza_monto_asegurado: "1.234" }, VEHICULO_MSG.monto],
      ["Inicio de la póliza", { poliza_fecha_inicio: "31/02/2025" }, MSG.dateInvalid],
      ["Fin de la póliza", { poliza_fecha_fin: "mañana" }, MSG.dateInvalid],
    ];
    const res = await upload(c, t.id, await xlsx(cases.map(([, over]) => row(over))), "vista");
    expect(res.statusCode).toBe(200);
    const vista = res.json() as VistaImportacion;
    expect(vista.con_errores).toBe(cases.length);
    cases.forEach(([columna, , mensaje], i) => {
      expect(vista.filas[i].errores, columna).toContainEqual({ fila: i + 2, columna, mensaje });
    });
  });

  it("reads a Windows-1252 CSV separated by semicolons, and a UTF-8 one by commas", async () => {
    const { c, t } = await card();
    const r = row({ linea: "CAMIÓN ÑANDÚ", poliza_fecha_inicio: "15/01/2026", poliza_fecha_fin: "14/01/2027" });
    const latin = Buffer.from(csv([r], ";"), "latin1");
    expect(latin.includes(Buffer.from("Ó", "utf8"))).toBe(false);
    const preview = await upload(c, t.id, latin, "vista", undefined, "flota.csv");
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ nuevas: 1, con_errores: 0 });
    expect((await upload(c, t.id, latin, "aplicar", undefined, "flota.csv")).statusCode).toBe(200);
    const [stored] = await ctx.app.db.select().from(vehiculo).where(eq(vehiculo.tarjeta_operacion_id, t.id));
    expect(stored.linea).toBe("CAMIÓN ÑANDÚ");
    const [pol] = await ctx.app.db.select().from(poliza).where(eq(poliza.vehiculo_id, stored.id));
    expect(pol).toMatchObject({ fecha_inicio: "2026-01-15", fecha_fin: "2027-01-14", archivo_id: null });

    const utf8 = Buffer.from(`\uFEFF${csv([row({ linea: "CAMIÓN" })], ",")}`, "utf8");
    expect((await upload(c, t.id, utf8, "vista", undefined, "flota.csv")).json()).toMatchObject({ nuevas: 1, con_errores: 0 });
  });

  it("reads formula cells as their values and never runs them", async () => {
    const { c, t } = await card();
    const withResult = row({ asiento: { formula: "40+5", result: 45 } });
    const withoutResult = row({ motor: { formula: 'HYPERLINK("http://example.com","x")' } });
    const vista = (await upload(c, t.id, await xlsx([withResult, withoutResult]), "vista")).json() as VistaImportacion;
    expect(vista.filas[0]).toMatchObject({ estado: "nueva" });
    expect(vista.filas[1].errores).toEqual([{ fila: 3, columna: "Motor", mensaje: MSG.required }]);
  });

  it("applies the plate rule: repeated in the file, active on another carrier's vehicle", async () => {
    const { c, t } = await card();
    const other = await card();
    const taken = randomPlaca();
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/vehiculo/${other.t.id}/tarjeta_operacion`,
      headers: other.c.headers,
      payload: vehiculoPayload(cats, { numero_placa: taken }),
    });
    expect(res.statusCode).toBe(201);
    const twice = randomPlaca();
    const vista = (await upload(c, t.id, await xlsx([row({ numero_placa: twice }), row({ numero_placa: twice.toLowerCase() }), row({ numero_placa: taken })]), "vista")).json() as VistaImportacion;
    expect(vista.filas.map((f) => f.estado)).toEqual(["nueva", "con_errores", "con_errores"]);
    expect(vista.filas[1].errores).toEqual([{ fila: 3, columna: "Placa", mensaje: "La placa se repite en el archivo (fila 2)." }]);
    expect(vista.filas[2].errores).toEqual([{ fila: 4, columna: "Placa", mensaje: VEHICULO_MSG.placaEnOtroVehiculo }]);
  });

  it("exports in the template's layout; export, edit, import changes only what was edited", async () => {
    const { c, t } = await card();
    const rows = [row({ linea: "=HYPERLINK(\"http://x\")" }), row(), row()];
    expect((await upload(c, t.id, await xlsx(rows), "aplicar")).statusCode).toBe(200);
    const before = await ctx.app.db.select().from(vehiculo).where(eq(vehiculo.tarjeta_operacion_id, t.id));

    const exported = await ctx.app.inject({ method: "GET", url: `/api/vehiculo/${t.id}/tarjeta_operacion/hoja`, headers: c.headers });
    expect(exported.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.rowCount).toBe(4);
    const linea = COLUMNAS_VEHICULO.findIndex((col) => col.campo === "linea") + 1;
    const cell = sheet.getCell(2, linea);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe("'=HYPERLINK(\"http://x\")");

    const unchanged = Buffer.from(await wb.xlsx.writeBuffer());
    expect((await upload(c, t.id, unchanged, "vista")).json()).toMatchObject({ total: 3, sin_cambios: 3, nuevas: 0, cambiadas: 0 });

    sheet.getCell(3, linea).value = "NUEVA LÍNEA";
    const edited = Buffer.from(await wb.xlsx.writeBuffer());
    const vista = (await upload(c, t.id, edited, "vista")).json() as VistaImportacion;
    expect(vista).toMatchObject({ cambiadas: 1, sin_cambios: 2 });
    expect(vista.filas[1]).toMatchObject({ estado: "cambiada", cambios: ["Línea"] });
    expect((await upload(c, t.id, edited, "aplicar")).statusCode).toBe(200);
    const after = await ctx.app.db.select().from(vehiculo).where(eq(vehiculo.tarjeta_operacion_id, t.id));
    const byId = new Map(before.map((v) => [v.id, v]));
    const changed = after.filter((v) => v.updated_at.getTime() !== byId.get(v.id)!.updated_at.getTime());
    expect(changed.map((v) => v.linea)).toEqual(["NUEVA LÍNEA"]);
    expect(after).toHaveLength(3);
  });

  it("refuses what is not a spreadsheet, a file without the headers, and more rows than the limit, storing nothing", async () => {
    const { c, t } = await card();
    const binary = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]);
    expect((await upload(c, t.id, binary, "vista")).statusCode).toBe(415);
    const noHeaders = await upload(c, t.id, Buffer.from("a,b,c\n1,2,3\n"), "vista", undefined, "x.csv");
    expect(noHeaders.statusCode).toBe(422);
    expect(noHeaders.json().message).toContain("Faltan columnas en la primera fila");
    const r = csv([row()], ",").split("\r\n")[1];
    const tooMany = Buffer.from([csv([], ","), ...Array.from({ length: HOJA_LIMITES.filas + 1 }, () => r)].join("\n"));
    const res = await upload(c, t.id, tooMany, "aplicar", undefined, "x.csv");
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(HOJA_MSG.demasiadasFilas);
    expect(await onCard(t.id)).toBe(0);
  });

  it("answers 404 for another carrier's card on every route", async () => {
    const { t } = await card();
    const stranger = await createCarrier(ctx);
    for (const url of [`/api/vehiculo/${t.id}/tarjeta_operacion/plantilla`, `/api/vehiculo/${t.id}/tarjeta_operacion/hoja`]) {
      expect((await ctx.app.inject({ method: "GET", url, headers: stranger.headers })).statusCode).toBe(404);
    }
    const file = await xlsx([row({ nit: randomNit() })]);
    expect((await upload(stranger, t.id, file, "vista")).statusCode).toBe(404);
    expect((await upload(stranger, t.id, file, "aplicar")).statusCode).toBe(404);
    expect(await onCard(t.id)).toBe(0);
  });
});
