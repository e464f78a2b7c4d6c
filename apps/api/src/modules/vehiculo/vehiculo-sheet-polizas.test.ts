import { COLUMNAS_VEHICULO, HOJA_LIMITES, HOJA_MSG, type VistaImportacion } from "@portal/domain/hoja-vehiculos";
import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archivo, poliza, vehiculo } from "../../db/schema/index";
import { ZIP_MSG } from "../../lib/pdf-zip";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addLicencia, addTarjeta, countRows, randomPlaca, type VehicleCatalogues, vehicleCatalogues, vehiculoPayload } from "../../../test/licencias";
import { multipartBody } from "../../../test/multipart";
import { catalogueNames } from "../../../test/sheets";
import { tinyPdf } from "../../../test/pdf";
import { zipOf } from "../../../test/zip";

describe("policy PDFs in a ZIP beside the spreadsheet", () => {
  let ctx: TestContext;
  let cats: VehicleCatalogues;
  let names: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    cats = await vehicleCatalogues(ctx);
    names = await catalogueNames(ctx, cats);
  });
  afterAll(() => ctx.close());

  async function sheetOf(plates: string[]) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Vehículos");
    ws.addRow(COLUMNAS_VEHICULO.map((c) => c.encabezado));
    for (const p of plates) {
      const v: Record<string, unknown> = { ...vehiculoPayload(cats), ...names, numero_placa: p };
      ws.addRow(COLUMNAS_VEHICULO.map((c) => v[c.campo] as ExcelJS.CellValue));
    }
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  async function send(c: Carrier, tarjetaId: number, sheet: Buffer, zip: Buffer, step: "vista" | "aplicar") {
    const { payload, headers } = await multipartBody({}, {
      archivo: { bytes: sheet, name: "flota.xlsx", type: "application/octet-stream" },
      polizas: { bytes: zip, name: "polizas.zip", type: "application/zip" },
    });
    const url = `/api/vehiculo/${tarjetaId}/tarjeta_operacion/importacion${step === "vista" ? "/vista" : ""}`;
    return ctx.app.inject({ method: "POST", url, headers: { ...c.headers, ...headers }, payload });
  }

  async function card() {
    const c = await createCarrier(ctx);
    const l = await addLicencia(ctx, c);
    return { c, t: await addTarjeta(ctx, c, l.id) };
  }
  const vehiclesOn = (tarjetaId: number) => countRows(ctx, vehiculo, eq(vehiculo.tarjeta_operacion_id, tarjetaId));

  it("attaches each PDF to the row of its plate; a row without one is created without it", async () => {
    const { c, t } = await card();
    const [a, b] = [randomPlaca(), randomPlaca()];
    const sheet = await sheetOf([a, b]);
    const zip = zipOf([[`${a.toLowerCase()}.pdf`, tinyPdf(`poliza ${a}`)], ["carpeta/", Buffer.alloc(0)]]);
    const preview = await send(c, t.id, sheet, zip, "vista");
    expect(preview.statusCode).toBe(200);
    const vista = preview.json() as VistaImportacion;
    expect(vista).toMatchObject({ nuevas: 2, polizas_pdf: 1 });
    expect(vista.filas.map((f) => f.con_pdf)).toEqual([true, false]);
    expect(await vehiclesOn(t.id)).toBe(0);

    const applied = await send(c, t.id, sheet, zip, "aplicar");
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ aplicado: true, polizas_pdf: 1 });
    const rows = await ctx.app.db.select({ placa: vehiculo.numero_placa, archivo_id: poliza.archivo_id }).from(vehiculo).innerJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id)).where(eq(vehiculo.tarjeta_operacion_id, t.id));
    expect(rows.find((r) => r.placa === a)?.archivo_id).not.toBeNull();
    expect(rows.find((r) => r.placa === b)?.archivo_id).toBeNull();
    // The row without its PDF is what "Estado de sus datos" lists as missing.
    const pendientes = await ctx.app.inject({ method: "GET", url: "/api/pendientes", headers: c.headers });
    const descripciones = (pendientes.json().pendientes as Array<{ descripcion: string }>).map((p) => p.descripcion);
    expect(descripciones).toContain(`Falta el PDF de la póliza del vehículo ${b}`);
    expect(descripciones).not.toContain(`Falta el PDF de la póliza del vehículo ${a}`);
  });

  it("refuses a ZIP with a non-PDF, a name with ../, a PDF for no row, too many entries or a bomb, storing nothing", async () => {
    const { c, t } = await card();
    const a = randomPlaca();
    const sheet = await sheetOf([a]);
    const pdfs = [tinyPdf(), tinyPdf()];
    const cases: Array<[Buffer, number, string]> = [
      [zipOf([[`${a}.pdf`, Buffer.from("<html>no soy un PDF</html>")]]), 415, ZIP_MSG.noPdf(`${a}.pdf`)],
      [zipOf([[`../${a}.pdf`, pdfs[0]]]), 422, ""],
      [zipOf([[`${a}.pdf`, pdfs[1]], ["999ZZZ.pdf", tinyPdf()]]), 422, HOJA_MSG.pdfSinFila("999ZZZ.pdf")],
      [zipOf(Array.from({ length: HOJA_LIMITES.zipEntradas + 1 }, (_, i): [string, Buffer] => [`d${i}/`, Buffer.alloc(0)])), 422, ZIP_MSG.demasiadasEntradas(HOJA_LIMITES.zipEntradas)],
      [zipOf([[`${a}.pdf`, Buffer.alloc(11 * 1024 * 1024)]]), 413, ""],
      [Buffer.from("no es un zip"), 422, ZIP_MSG.ilegible],
    ];
    for (const [zip, status, message] of cases) {
      for (const step of ["vista", "aplicar"] as const) {
        const res = await send(c, t.id, sheet, zip, step);
        expect(res.statusCode, `${step} ${message}`).toBe(status);
        if (message) expect(res.json().message).toBe(message);
      }
    }
    expect(await vehiclesOn(t.id)).toBe(0);
    // Not even the good PDF that came before the refused entry was kept (the test database may be shared: count by hash).
    const hashes = pdfs.map((p) => createHash("sha256").update(p).digest("hex"));
    expect(await countRows(ctx, archivo, inArray(archivo.sha256, hashes))).toBe(0);
  });
});
