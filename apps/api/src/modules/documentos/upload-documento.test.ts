import { createHash } from "node:crypto";
import { DOCUMENTO_MSG } from "@portal/domain/documento";
import { MSG } from "@portal/domain/messages";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { tinyPdf, tinyPng, toDataUrl } from "../../../test/pdf";
import { archivo, documento } from "../../db/schema/index";

describe("POST /api/natural_documento/{naturalId}/natural", () => {
  let ctx: TestContext;
  let owner: Carrier;
  let intruder: Carrier;
  beforeAll(async () => {
    ctx = await buildTestApp();
    owner = await createCarrier(ctx, "natural");
    intruder = await createCarrier(ctx, "natural");
  });
  afterAll(() => ctx.close());

  const upload = (carrier: Carrier, body: object, naturalId = carrier.naturalId) =>
    ctx.app.inject({ method: "POST", url: `/api/natural_documento/${naturalId}/natural`, headers: carrier.headers, payload: body });

  const documentsOf = async (entityId: number) =>
    (await ctx.app.db.select({ n: count() }).from(documento).where(and(eq(documento.familia, "natural"), eq(documento.entidad_id, entityId))))[0].n;

  const archivosWith = async (bytes: Buffer) => {
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    return (await ctx.app.db.select({ n: count() }).from(archivo).where(eq(archivo.sha256, sha256)))[0].n;
  };

  it("stores a PDF (201) and answers it as listed", async () => {
    const pdf = tinyPdf();
    const res = await upload(owner, { documento: toDataUrl(pdf), tipo_documento_id: 1, activo: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().documento).toEqual({
      id: expect.any(Number),
      tipo_documento_id: 1,
      tipo_documento: { id: 1, nombre: "DPI" },
      activo: true,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      size: pdf.length,
      estado_revision: "pendiente",
      motivo_revision: null,
      revisado_por: null,
      revisado_en: null,
    });
    const [stored] = await ctx.app.db.select().from(documento).where(eq(documento.id, res.json().documento.id));
    expect(stored).toMatchObject({ persona_id: owner.personaId, familia: "natural", entidad_id: owner.naturalId, reemplazado_at: null });
    expect(await archivosWith(pdf)).toBe(1);
  });

  it("stores every upload as active, whatever `activo` the client sends (spec: always true)", async () => {
    const res = await upload(owner, { documento: toDataUrl(tinyPdf()), tipo_documento_id: 3, activo: false });
    expect(res.statusCode).toBe(201);
    expect(res.json().documento.activo).toBe(true);
    const [stored] = await ctx.app.db.select().from(documento).where(eq(documento.id, res.json().documento.id));
    expect(stored.activo).toBe(true);
  });

  it("replaces the shown document of the same type and keeps the old one as history", async () => {
    const first = (await upload(owner, { documento: toDataUrl(tinyPdf()), tipo_documento_id: 2, activo: true })).json().documento;
    const second = (await upload(owner, { documento: toDataUrl(tinyPdf()), tipo_documento_id: 2, activo: true })).json().documento;

    const list = await ctx.app.inject({ method: "GET", url: `/api/natural_documento/${owner.naturalId}/natural`, headers: owner.headers });
    const rt = list.json().documento.filter((d: { tipo_documento_id: number }) => d.tipo_documento_id === 2);
    expect(rt).toEqual([second]);

    const [old] = await ctx.app.db.select().from(documento).where(eq(documento.id, first.id));
    expect(old.reemplazado_at).toBeInstanceOf(Date);
    const history = await ctx.app.db
      .select({ n: count() })
      .from(documento)
      .where(and(eq(documento.entidad_id, owner.naturalId!), eq(documento.tipo_documento_id, 2), isNotNull(documento.reemplazado_at)));
    expect(history[0].n).toBe(1);
  });

  it("stores the same bytes once (one archivo row) however many times they are uploaded", async () => {
    const pdf = tinyPdf();
    const a = await upload(owner, { documento: toDataUrl(pdf), tipo_documento_id: 3 });
    const b = await upload(owner, { documento: toDataUrl(pdf), tipo_documento_id: 3 });
    const c = await upload(intruder, { documento: toDataUrl(pdf), tipo_documento_id: 1 });
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(a.json().documento.activo).toBe(true);
    expect(await archivosWith(pdf)).toBe(1);
    const rows = await ctx.app.db
      .select({ archivo_id: documento.archivo_id })
      .from(documento)
      .where(eq(documento.id, a.json().documento.id));
    const again = await ctx.app.db.select({ archivo_id: documento.archivo_id }).from(documento).where(eq(documento.id, c.json().documento.id));
    expect(again).toEqual(rows);
  });

  it.each([
    ["a PNG", toDataUrl(tinyPng, "image/png")],
    ["a PNG sent as application/pdf", toDataUrl(tinyPng)],
    ["a text file renamed .pdf", toDataUrl(Buffer.from("Esto no es un PDF.\n"))],
    ["a PDF without its %%EOF", toDataUrl(tinyPdf().subarray(0, 200))],
    ["invalid base64", "data:application/pdf;base64,%PDF-no-es-base64!"],
    ["plain base64 without a data URL", tinyPdf().toString("base64")],
  ])("answers 415 to %s and writes nothing", async (_what, dataUrl) => {
    const before = await documentsOf(owner.naturalId!);
    const res = await upload(owner, { documento: dataUrl, tipo_documento_id: 1, activo: true });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.pdfOnly);
    expect(await documentsOf(owner.naturalId!)).toBe(before);
  });

  it("answers 422 to a type outside the family's catalogue and writes nothing", async () => {
    const pdf = tinyPdf();
    const before = await documentsOf(owner.naturalId!);
    const res = await upload(owner, { documento: toDataUrl(pdf), tipo_documento_id: 999_999, activo: true });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MSG.invalidDocumentType, errors: { tipo_documento_id: [MSG.invalidDocumentType] } });
    expect(await documentsOf(owner.naturalId!)).toBe(before);
    expect(await archivosWith(pdf)).toBe(0);
  });

  it("answers 422 on documento when no file is sent", async () => {
    const before = await documentsOf(owner.naturalId!);
    const res = await upload(owner, { documento: "", tipo_documento_id: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ documento: [DOCUMENTO_MSG.chooseFile] });
    expect(await documentsOf(owner.naturalId!)).toBe(before);
  });

  it("answers 404 when uploading to another carrier's natural id, and writes nothing", async () => {
    const before = await documentsOf(owner.naturalId!);
    const res = await upload(intruder, { documento: toDataUrl(tinyPdf()), tipo_documento_id: 1 }, owner.naturalId);
    expect(res.statusCode).toBe(404);
    expect(await documentsOf(owner.naturalId!)).toBe(before);
  });

  it("answers 401 without a token", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/natural_documento/${owner.naturalId}/natural`,
      payload: { documento: toDataUrl(tinyPdf()), tipo_documento_id: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("document size limits (UPLOAD_MAX_MB = 1)", () => {
  let ctx: TestContext;
  let owner: Carrier;
  beforeAll(async () => {
    ctx = await buildTestApp({ UPLOAD_MAX_MB: 1 });
    owner = await createCarrier(ctx, "juridico");
  });
  afterAll(() => ctx.close());

  const upload = (payload: object) =>
    ctx.app.inject({ method: "POST", url: `/api/juridico_documento/${owner.juridicoId}/juridico`, headers: owner.headers, payload });

  const documentsOf = async () =>
    (await ctx.app.db.select({ n: count() }).from(documento).where(and(eq(documento.familia, "juridico"), eq(documento.entidad_id, owner.juridicoId!))))[0].n;

  it("accepts a PDF just under the limit", async () => {
    const res = await upload({ documento: toDataUrl(tinyPdf(undefined, 1024 * 1024 - 2048)), tipo_documento_id: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json().documento.size).toBeLessThanOrEqual(1024 * 1024);
  });

  it("answers 413 with the limit in the message to a PDF over UPLOAD_MAX_MB, and writes nothing", async () => {
    const before = await documentsOf();
    const res = await upload({ documento: toDataUrl(tinyPdf(undefined, 1024 * 1024 + 10)), tipo_documento_id: 1 });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("El archivo excede el tamaño máximo de 1 MB.");
    expect(await documentsOf()).toBe(before);
  });

  it("answers 413 in Spanish to a body over the JSON body limit", async () => {
    const before = await documentsOf();
    const res = await upload({ documento: toDataUrl(tinyPdf(undefined, 2 * 1024 * 1024)), tipo_documento_id: 1 });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/^El archivo excede el tamaño máximo/);
    expect(await documentsOf()).toBe(before);
  });
});
