import { createHash } from "node:crypto";
import { DOCUMENTO_MSG } from "@portal/domain/documento";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculoChain } from "../../../test/licencias";
import { multipartBody } from "../../../test/multipart";
import { buildPdf, tinyPdf, toDataUrl } from "../../../test/pdf";
import { archivo, poliza } from "../../db/schema/index";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("policy PDF as a file: PUT /api/vehiculo/{id}/poliza_documento (multipart) and GET …/poliza_documento/pdf", () => {
  let ctx: TestContext;
  let owner: Carrier;
  let intruder: Carrier;
  let vehiculoId: number;
  beforeAll(async () => {
    ctx = await buildTestApp({ UPLOAD_MAX_MB: 1 });
    owner = await createCarrier(ctx);
    intruder = await createCarrier(ctx);
    vehiculoId = (await addVehiculoChain(ctx, owner)).vehiculo.id;
  });
  afterAll(() => ctx.close());

  const replace = async (carrier: Carrier, file?: Buffer, id = vehiculoId) => {
    const body = await multipartBody({}, file ? { poliza_documento: { bytes: file } } : {});
    return ctx.app.inject({ method: "PUT", url: `/api/vehiculo/${id}/poliza_documento`, headers: { ...carrier.headers, ...body.headers }, payload: body.payload });
  };
  const download = (carrier: Carrier, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url: `/api/vehiculo/${vehiculoId}/poliza_documento/pdf`, headers: { ...carrier.headers, ...headers } });
  const polizaArchivo = async () => (await ctx.app.db.select({ id: poliza.archivo_id }).from(poliza).where(eq(poliza.vehiculo_id, vehiculoId)))[0].id;
  const archivosWith = async (bytes: Buffer) => (await ctx.app.db.select({ n: count() }).from(archivo).where(eq(archivo.sha256, sha256(bytes))))[0].n;

  it("replaces the policy PDF from a multipart form and downloads the same bytes, with headers and a 304", async () => {
    const pdf = tinyPdf(undefined, 200 * 1024);
    const res = await replace(owner, pdf);
    expect(res.statusCode).toBe(200);
    expect(res.json().vehiculo.id).toBe(vehiculoId);
    const file = await download(owner);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-length"]).toBe(String(pdf.length));
    expect(file.headers["content-disposition"]).toBe(`inline; filename="poliza-vehiculo-${vehiculoId}.pdf"`);
    expect(file.headers.etag).toBe(`"${sha256(pdf)}"`);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await download(owner, { "if-none-match": `"${sha256(pdf)}"` })).statusCode).toBe(304);
    // The spec's JSON route answers the new file too.
    const json = await ctx.app.inject({ method: "GET", url: `/api/vehiculo/${vehiculoId}/poliza_documento`, headers: owner.headers });
    expect(json.json().documento[0].documento).toBe(toDataUrl(pdf));
  });

  it("answers 404 to another carrier for the download and the replacement, and keeps the stored PDF", async () => {
    const before = await polizaArchivo();
    expect((await download(intruder)).statusCode).toBe(404);
    const pdf = tinyPdf();
    expect((await replace(intruder, pdf)).statusCode).toBe(404);
    expect(await polizaArchivo()).toBe(before);
    expect(await archivosWith(pdf)).toBe(0);
  });

  it("refuses a file over the limit (413), a PDF with JavaScript (415) and no file (422), keeping the stored PDF", async () => {
    const before = await polizaArchivo();
    const big = tinyPdf(undefined, 1024 * 1024 + 10);
    const tooLarge = await replace(owner, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors).toEqual({ poliza_documento: ["El archivo excede el tamaño máximo de 1 MB."] });
    const js = buildPdf({ catalog: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" });
    const active = await replace(owner, js);
    expect(active.statusCode).toBe(415);
    expect(active.json()).toEqual({ message: DOCUMENTO_MSG.pdfActivo, errors: { poliza_documento: [DOCUMENTO_MSG.pdfActivo] } });
    const none = await replace(owner);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ message: DOCUMENTO_MSG.chooseFile, errors: { poliza_documento: [DOCUMENTO_MSG.chooseFile] } });
    expect(await polizaArchivo()).toBe(before);
    expect(await archivosWith(big)).toBe(0);
    expect(await archivosWith(js)).toBe(0);
  });
});
