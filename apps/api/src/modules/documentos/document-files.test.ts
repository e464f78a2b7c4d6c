import { createHash } from "node:crypto";
import { DOCUMENTO_MSG } from "@portal/domain/documento";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { multipartBody } from "../../../test/multipart";
import { buildPdf, tinyPdf, tinyPng, toDataUrl } from "../../../test/pdf";
import { archivo, documento } from "../../db/schema/index";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("document files: multipart upload and PDF download (UPLOAD_MAX_MB = 1)", () => {
  let ctx: TestContext;
  let owner: Carrier;
  let intruder: Carrier;
  beforeAll(async () => {
    ctx = await buildTestApp({ UPLOAD_MAX_MB: 1 });
    owner = await createCarrier(ctx, "natural");
    intruder = await createCarrier(ctx, "natural");
  });
  afterAll(() => ctx.close());

  const uploadUrl = (naturalId: number) => `/api/natural_documento/${naturalId}/natural/pdf`;
  const pdfUrl = (documentId: number) => `/api/natural_documento/${documentId}/pdf`;
  const upload = async (carrier: Carrier, fields: Record<string, string>, file?: Buffer, naturalId = carrier.naturalId!) => {
    const body = await multipartBody(fields, file ? { documento: { bytes: file, name: "cédula.pdf" } } : {});
    return ctx.app.inject({ method: "POST", url: uploadUrl(naturalId), headers: { ...carrier.headers, ...body.headers }, payload: body.payload });
  };
  const documentsOf = async (naturalId: number) =>
    (await ctx.app.db.select({ n: count() }).from(documento).where(and(eq(documento.familia, "natural"), eq(documento.entidad_id, naturalId))))[0].n;
  const archivosWith = async (bytes: Buffer) => (await ctx.app.db.select({ n: count() }).from(archivo).where(eq(archivo.sha256, sha256(bytes))))[0].n;

  it("stores a multipart PDF (201), lists it, and downloads the same bytes as application/pdf", async () => {
    const pdf = tinyPdf(undefined, 300 * 1024);
    const res = await upload(owner, { tipo_documento_id: "1" }, pdf);
    expect(res.statusCode).toBe(201);
    const created = res.json().documento;
    expect(created).toMatchObject({ tipo_documento_id: 1, tipo_documento: { id: 1, nombre: "DPI" }, activo: true, size: pdf.length });
    expect(await archivosWith(pdf)).toBe(1);

    const list = await ctx.app.inject({ method: "GET", url: `/api/natural_documento/${owner.naturalId}/natural`, headers: owner.headers });
    expect(list.json().documento).toContainEqual(created);

    const file = await ctx.app.inject({ method: "GET", url: pdfUrl(created.id), headers: owner.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-length"]).toBe(String(pdf.length));
    expect(file.headers["content-disposition"]).toBe(`inline; filename="DPI-${created.id}.pdf"`);
    expect(file.headers.etag).toBe(`"${sha256(pdf)}"`);
    expect(file.headers["cache-control"]).toBe("private, no-cache");
    expect(file.rawPayload.equals(pdf)).toBe(true);

    // The spec's JSON route still answers the same file as a data URL.
    const json = await ctx.app.inject({ method: "GET", url: `/api/natural_documento/${created.id}/documento`, headers: owner.headers });
    expect(json.json().documento[0].documento).toBe(toDataUrl(pdf));
  });

  it("answers 304 without a body when If-None-Match names the file's ETag, and 200 for another tag", async () => {
    const pdf = tinyPdf();
    const created = (await upload(owner, { tipo_documento_id: "2" }, pdf)).json().documento;
    const again = await ctx.app.inject({ method: "GET", url: pdfUrl(created.id), headers: { ...owner.headers, "if-none-match": `"${sha256(pdf)}"` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await ctx.app.inject({ method: "GET", url: pdfUrl(created.id), headers: { ...owner.headers, "if-none-match": '"otro"' } });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(pdf)).toBe(true);
  });

  it("answers 404 to another carrier for the download and the upload, and stores nothing of theirs", async () => {
    const created = (await upload(owner, { tipo_documento_id: "3" }, tinyPdf())).json().documento;
    const download = await ctx.app.inject({ method: "GET", url: pdfUrl(created.id), headers: intruder.headers });
    expect(download.statusCode).toBe(404);
    expect(download.headers["content-type"]).toMatch(/^application\/json/);
    const before = await documentsOf(owner.naturalId!);
    const pdf = tinyPdf();
    const up = await upload(intruder, { tipo_documento_id: "1" }, pdf, owner.naturalId!);
    expect(up.statusCode).toBe(404);
    expect(await documentsOf(owner.naturalId!)).toBe(before);
    expect(await archivosWith(pdf)).toBe(0);
    // Another family's path does not reach the document either.
    expect((await ctx.app.inject({ method: "GET", url: `/api/piloto_documento/${created.id}/pdf`, headers: owner.headers })).statusCode).toBe(404);
  });

  it("answers 413 in Spanish to a file over the limit and stores nothing", async () => {
    const before = await documentsOf(owner.naturalId!);
    const pdf = tinyPdf(undefined, 1024 * 1024 + 1);
    const res = await upload(owner, { tipo_documento_id: "1" }, pdf);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "El archivo excede el tamaño máximo de 1 MB.", errors: { documento: ["El archivo excede el tamaño máximo de 1 MB."] } });
    expect(await documentsOf(owner.naturalId!)).toBe(before);
    expect(await archivosWith(pdf)).toBe(0);
  });

  /** A valid PDF of exactly `size` bytes (the padding adds a few bytes of its own). */
  const pdfOfSize = (size: number) => {
    let pdf = tinyPdf("exacto", size);
    // The offsets in the xref grow with the padding: adjust until the size is exact.
    for (let padding = size; pdf.length !== size; pdf = tinyPdf("exacto", padding)) padding -= pdf.length - size;
    return pdf;
  };

  it("accepts a file of exactly the limit and refuses one byte more (413)", async () => {
    const limit = 1024 * 1024;
    const exact = pdfOfSize(limit);
    expect(exact.length).toBe(limit);
    expect((await upload(owner, { tipo_documento_id: "1" }, exact)).statusCode).toBe(201);
    const over = pdfOfSize(limit + 1);
    expect(over.length).toBe(limit + 1);
    expect((await upload(owner, { tipo_documento_id: "1" }, over)).statusCode).toBe(413);
    expect(await archivosWith(over)).toBe(0);
  });

  it.each([
    ["a PNG", tinyPng, DOCUMENTO_MSG.pdfOnly],
    ["a text file", Buffer.from("Esto no es un PDF.\n"), DOCUMENTO_MSG.pdfOnly],
    ["a PDF with JavaScript", buildPdf({ catalog: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" }), DOCUMENTO_MSG.pdfActivo],
  ])("answers 415 to %s and stores nothing", async (_what, bytes, message) => {
    const before = await documentsOf(owner.naturalId!);
    const res = await upload(owner, { tipo_documento_id: "1" }, bytes);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message, errors: { documento: [message] } });
    expect(await documentsOf(owner.naturalId!)).toBe(before);
    expect(await archivosWith(bytes)).toBe(0);
  });

  it("answers 422 in Spanish on the field when the file or the type is missing or invalid", async () => {
    const before = await documentsOf(owner.naturalId!);
    const noFile = await upload(owner, { tipo_documento_id: "1" });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json()).toEqual({ message: DOCUMENTO_MSG.chooseFile, errors: { documento: [DOCUMENTO_MSG.chooseFile] } });
    for (const fields of [{}, { tipo_documento_id: "abc" }, { tipo_documento_id: "999999" }] as Array<Record<string, string>>) {
      const res = await upload(owner, fields, tinyPdf());
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: DOCUMENTO_MSG.invalidType, errors: { tipo_documento_id: [DOCUMENTO_MSG.invalidType] } });
    }
    expect(await documentsOf(owner.naturalId!)).toBe(before);
  });

  it("answers 415 to a JSON body, 400 to a cut multipart body, 401 without a token", async () => {
    const json = await ctx.app.inject({ method: "POST", url: uploadUrl(owner.naturalId!), headers: owner.headers, payload: { documento: toDataUrl(tinyPdf()), tipo_documento_id: 1 } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe("Envíe el archivo como multipart/form-data.");
    const body = await multipartBody({ tipo_documento_id: "1" }, { documento: { bytes: tinyPdf() } });
    const cut = await ctx.app.inject({
      method: "POST",
      url: uploadUrl(owner.naturalId!),
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 60),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe("Solicitud mal formada.");
    expect((await ctx.app.inject({ method: "GET", url: pdfUrl(1) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: uploadUrl(owner.naturalId!), ...body })).statusCode).toBe(401);
  });
});
