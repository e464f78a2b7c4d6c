import { createHash } from "node:crypto";
import { DOCUMENTO_MSG } from "@portal/domain/documento";
import { MSG } from "@portal/domain/messages";
import { VEHICULO_MSG } from "@portal/domain/vehiculo";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addLicencia, addTarjeta, vehicleCatalogues, vehiculoPayload } from "../../../test/licencias";
import { multipartBody } from "../../../test/multipart";
import { buildPdf, tinyPdf } from "../../../test/pdf";
import { archivo, poliza, vehiculo } from "../../db/schema/index";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("the vehicle as a multipart form (decision 185): POST …/tarjeta_operacion/formulario and PUT /api/vehiculo/{id}/formulario", () => {
  let ctx: TestContext;
  let owner: Carrier;
  let intruder: Carrier;
  let tarjetaId: number;
  let fields: () => Record<string, unknown>;
  beforeAll(async () => {
    ctx = await buildTestApp({ UPLOAD_MAX_MB: 1 });
    owner = await createCarrier(ctx);
    intruder = await createCarrier(ctx);
    tarjetaId = (await addTarjeta(ctx, owner, (await addLicencia(ctx, owner)).id)).id;
    const cats = await vehicleCatalogues(ctx);
    fields = () => {
      const { poliza_documento: _dataUrl, ...rest } = vehiculoPayload(cats, { nit: owner.nit });
      return rest;
    };
  });
  afterAll(() => ctx.close());

  /** Sends `vehiculo` (an object as JSON, or a raw text) and the file, if any. */
  const send = async (method: "POST" | "PUT", url: string, carrier: Carrier, vehiculoField: unknown, file?: Buffer) => {
    const body = await multipartBody(
      vehiculoField === undefined ? {} : { vehiculo: typeof vehiculoField === "string" ? vehiculoField : JSON.stringify(vehiculoField) },
      file ? { poliza_documento: { bytes: file } } : {},
    );
    return ctx.app.inject({ method, url, headers: { ...carrier.headers, ...body.headers }, payload: body.payload });
  };
  const create = (carrier: Carrier, vehiculoField: unknown, file?: Buffer, tarjeta = tarjetaId) =>
    send("POST", `/api/vehiculo/${tarjeta}/tarjeta_operacion/formulario`, carrier, vehiculoField, file);
  const update = (carrier: Carrier, id: number, vehiculoField: unknown, file?: Buffer) => send("PUT", `/api/vehiculo/${id}/formulario`, carrier, vehiculoField, file);
  const download = (id: number) => ctx.app.inject({ method: "GET", url: `/api/vehiculo/${id}/poliza_documento/pdf`, headers: owner.headers });
  const vehicles = async () => (await ctx.app.db.select({ n: count() }).from(vehiculo).where(eq(vehiculo.tarjeta_operacion_id, tarjetaId)))[0].n;
  const archivosWith = async (bytes: Buffer) => (await ctx.app.db.select({ n: count() }).from(archivo).where(eq(archivo.sha256, sha256(bytes))))[0].n;

  it("creates the vehicle, its policy and the PDF from the form, as the JSON route does, and the same bytes download", async () => {
    const pdf = tinyPdf("formulario", 300 * 1024);
    const body = fields();
    const res = await create(owner, body, pdf);
    expect(res.statusCode).toBe(201);
    const created = res.json().vehiculo;
    expect(created).toMatchObject({ numero_placa: String(body.numero_placa).toUpperCase(), tarjeta_operacion_id: tarjetaId, asiento: 45 });
    expect(created.poliza).toMatchObject({ numero: "POL-2024-001", prima_total: "1500.50", fecha_fin: body.poliza_fecha_fin });
    const file = await download(created.id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const [row] = await ctx.app.db.select({ archivo_id: poliza.archivo_id }).from(poliza).where(eq(poliza.vehiculo_id, created.id));
    expect(row.archivo_id).not.toBeNull();
  });

  it("updates the fields and keeps the stored PDF without a file; replaces it with one", async () => {
    const first = tinyPdf("primera");
    const id = (await create(owner, fields(), first)).json().vehiculo.id;
    const kept = await update(owner, id, { ...fields(), asiento: 30, poliza_numero: "POL-NUEVA" });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().vehiculo).toMatchObject({ asiento: 30, poliza: { numero: "POL-NUEVA" } });
    expect((await download(id)).rawPayload.equals(first)).toBe(true);

    const second = tinyPdf("segunda");
    const replaced = await update(owner, id, fields(), second);
    expect(replaced.statusCode).toBe(200);
    expect((await download(id)).rawPayload.equals(second)).toBe(true);
  });

  it("refuses bad fields with the JSON route's field names and messages, and stores neither the vehicle nor the file", async () => {
    const before = await vehicles();
    const pdf = tinyPdf("refused-fields");
    const badPlate = await create(owner, { ...fields(), numero_placa: "12-34" }, pdf);
    expect(badPlate.statusCode).toBe(422);
    expect(badPlate.json().errors).toEqual({ numero_placa: [MSG.plateFormat] });
    const dates = await create(owner, { ...fields(), poliza_fecha_inicio: "2025-05-01", poliza_fecha_fin: "2025-04-01" }, pdf);
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors).toEqual({ poliza_fecha_fin: [VEHICULO_MSG.polizaFinBeforeInicio] });
    const control = await create(owner, { ...fields(), motor: "MTR\u0000" }, pdf);
    expect(control.statusCode).toBe(422);
    expect(control.json().errors).toEqual({ motor: [MSG.controlCharacters] });
    for (const notJson of ["{", "[1,2]", "null", undefined]) {
      const res = await create(owner, notJson, pdf);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(["vehiculo"]);
    }
    const noFile = await create(owner, fields());
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ poliza_documento: [VEHICULO_MSG.documentoRequired] });
    expect(await vehicles()).toBe(before);
    expect(await archivosWith(pdf)).toBe(0);
  });

  it("refuses a file over the limit (413), an active PDF (415) and a `vehiculo` text over 16 KB (413), storing nothing", async () => {
    const before = await vehicles();
    const big = tinyPdf("big", 1024 * 1024 + 10);
    const tooLarge = await create(owner, fields(), big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors).toEqual({ poliza_documento: ["El archivo excede el tamaño máximo de 1 MB."] });
    const js = buildPdf({ catalog: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" });
    const active = await create(owner, fields(), js);
    expect(active.statusCode).toBe(415);
    expect(active.json().errors).toEqual({ poliza_documento: [DOCUMENTO_MSG.pdfActivo] });
    const padded = await create(owner, { ...fields(), linea: "X".repeat(17 * 1024) }, tinyPdf("padded"));
    expect(padded.statusCode).toBe(413);
    expect(await vehicles()).toBe(before);
    expect(await archivosWith(big)).toBe(0);
    expect(await archivosWith(js)).toBe(0);
  });

  it("answers 404 to another carrier on both routes and changes nothing", async () => {
    const pdf = tinyPdf("intruso");
    const id = (await create(owner, fields(), tinyPdf("propio"))).json().vehiculo.id;
    const before = await vehicles();
    expect((await create(intruder, { ...fields(), nit: intruder.nit }, pdf)).statusCode).toBe(404);
    const res = await update(intruder, id, { ...fields(), asiento: 2 }, pdf);
    expect(res.statusCode).toBe(404);
    expect(await vehicles()).toBe(before);
    const [row] = await ctx.app.db.select({ asiento: vehiculo.asiento }).from(vehiculo).where(eq(vehiculo.id, id));
    expect(row.asiento).toBe(45);
    expect(await archivosWith(pdf)).toBe(0);
  });

  it("refuses a JSON body on the form routes (415)", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/vehiculo/${tarjetaId}/tarjeta_operacion/formulario`,
      headers: owner.headers,
      payload: fields(),
    });
    expect(res.statusCode).toBe(415);
  });
});
