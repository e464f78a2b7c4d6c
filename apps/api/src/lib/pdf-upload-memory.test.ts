import { readdir, rm } from "node:fs/promises";
import { PassThrough } from "node:stream";
import { DOCUMENTO_MSG } from "@portal/domain/documento";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../test/app";
import { type Carrier, createCarrier } from "../../test/carrier";
import { multipartBody } from "../../test/multipart";
import { buildPdf, tinyPdf } from "../../test/pdf";
import { documento } from "../db/schema/index";
import { stopPdfInspectors } from "./pdf-inspector";
import { spoolFolder } from "./spooled-pdf";

/** Just over the size from which a file waits for its turn to be checked and stored (1 MB). */
const LARGE = 1024 * 1024 + 1024;
const largePdf = () => tinyPdf(undefined, LARGE);

/** Multipart uploads go to disk while they arrive and are checked and stored a few at a time (docs/decisions/105). */
describe("multipart uploads in bounded memory (UPLOAD_MAX_MB = 2)", () => {
  let ctx: TestContext;
  let owner: Carrier;
  beforeAll(async () => {
    ctx = await buildTestApp({ UPLOAD_MAX_MB: 2 });
    owner = await createCarrier(ctx, "natural");
  });
  afterAll(() => ctx.close());

  const url = () => `/api/natural_documento/${owner.naturalId}/natural/pdf`;
  const form = (pdf: Buffer, tipo = "1") => multipartBody({ tipo_documento_id: tipo }, { documento: { bytes: pdf } });
  const upload = async (pdf: Buffer, tipo?: string) => {
    const body = await form(pdf, tipo);
    return ctx.app.inject({ method: "POST", url: url(), headers: { ...owner.headers, ...body.headers }, payload: body.payload });
  };
  const documents = async () =>
    (await ctx.app.db.select({ n: count() }).from(documento).where(and(eq(documento.familia, "natural"), eq(documento.entidad_id, owner.naturalId!))))[0].n;
  const spooledFiles = async () => readdir(await spoolFolder());

  it("leaves no file behind, whether the upload is stored or refused", async () => {
    expect((await upload(largePdf())).statusCode).toBe(201);
    expect((await upload(tinyPdf(), "999")).statusCode).toBe(422);
    expect((await upload(buildPdf({ catalog: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>", padding: LARGE }))).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(3 * 1024 * 1024, "%PDF-"))).statusCode).toBe(413);
    expect((await upload(Buffer.from("no es un PDF, aunque lo diga el nombre"))).statusCode).toBe(415);
    expect(await spooledFiles()).toEqual([]);
  });

  it("creates its temporary folder again when something removed it", async () => {
    await rm(await spoolFolder(), { recursive: true });
    expect((await upload(tinyPdf())).statusCode).toBe(201);
    expect(await spooledFiles()).toEqual([]);
  });

  it("does not let clients that are still sending hold the uploads that have arrived", async () => {
    const stalled = await Promise.all([0, 1, 2].map(async () => {
      const body = await form(largePdf());
      const stream = new PassThrough();
      stream.write(body.payload.subarray(0, body.payload.length / 2));
      const response = ctx.app.inject({ method: "POST", url: url(), headers: { ...owner.headers, ...body.headers }, payload: stream });
      return { stream, rest: body.payload.subarray(body.payload.length / 2), response };
    }));
    const before = await documents();
    // Three large uploads half sent (more than the turns of large files): a complete one is still stored.
    const complete = await upload(largePdf(), "2");
    expect(complete.statusCode).toBe(201);
    expect(await documents()).toBe(before + 1);
    for (const s of stalled) s.stream.end(s.rest);
    expect((await Promise.all(stalled.map((s) => s.response))).map((r) => r.statusCode)).toEqual([201, 201, 201]);
  });

  it("refuses a file whose check was cut short (the worker stopped) with the Spanish 415, stores nothing, and checks the next file", async () => {
    const before = await documents();
    const pending = upload(largePdf());
    let answered = false;
    void pending.finally(() => (answered = true));
    while (!answered) {
      await stopPdfInspectors();
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const res = await pending;
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: DOCUMENTO_MSG.pdfNoRevisado, errors: { documento: [DOCUMENTO_MSG.pdfNoRevisado] } });
    expect(await documents()).toBe(before);
    expect(await spooledFiles()).toEqual([]);
    expect((await upload(largePdf())).statusCode).toBe(201);
  });
});
