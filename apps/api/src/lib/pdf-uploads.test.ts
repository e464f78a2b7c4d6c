import { createHash } from "node:crypto";
import { DOCUMENTO_MSG } from "@portal/domain/documento";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../test/app";
import { type Carrier, createCarrier } from "../../test/carrier";
import { addLicencia, addTarjeta, addVehiculo, addVehiculoChain, countRows, vehicleCatalogues, vehiculoPayload } from "../../test/licencias";
import { buildPdf, tinyPdf, toDataUrl } from "../../test/pdf";
import { archivo, documento, poliza, vehiculo } from "../db/schema/index";

/** Every upload path goes through lib/pdf.ts: documents of the families and the vehicle policy (docs/decisions/073). */
describe("PDF uploads with active content or another format inside", () => {
  let ctx: TestContext;
  let owner: Carrier;
  beforeAll(async () => {
    ctx = await buildTestApp();
    owner = await createCarrier(ctx, "natural");
  });
  afterAll(() => ctx.close());

  const refused: Array<[string, Buffer, string]> = [
    ["JavaScript on open", buildPdf({ catalog: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" }), DOCUMENTO_MSG.pdfActivo],
    ["a launch action", buildPdf({ page: "/AA << /O << /S /Launch /F (calc.exe) >> >>" }), DOCUMENTO_MSG.pdfActivo],
    ["a PDF/HTML polyglot", buildPdf({ after: "<html><body><script>alert(document.cookie)</script></body></html>" }), DOCUMENTO_MSG.pdfMixto],
    ["an encrypted PDF", buildPdf({ trailer: "/Encrypt 5 0 R", extra: ["<< /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>"] }), DOCUMENTO_MSG.pdfCifrado],
    ["a file pdf-lib cannot read", Buffer.from("%PDF-1.7\n%%EOF\n", "latin1"), DOCUMENTO_MSG.pdfOnly],
  ];

  const stored = async (bytes: Buffer) => {
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    return (await ctx.app.db.select({ n: count() }).from(archivo).where(eq(archivo.sha256, sha256)))[0].n;
  };

  it.each(refused)("a document with %s: 415, nothing stored", async (_label, bytes, message) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/natural_documento/${owner.naturalId}/natural`,
      headers: owner.headers,
      payload: { documento: toDataUrl(bytes), tipo_documento_id: 1 },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message, errors: { documento: [message] } });
    expect(await stored(bytes)).toBe(0);
    expect(await countRows(ctx, documento, and(eq(documento.familia, "natural"), eq(documento.entidad_id, owner.naturalId!)))).toBe(0);
  });

  it.each(refused)("a vehicle policy with %s: 415 on create and on update, nothing stored", async (_label, bytes, message) => {
    const c = await createCarrier(ctx);
    const t = await addTarjeta(ctx, c, (await addLicencia(ctx, c)).id);
    const cats = await vehicleCatalogues(ctx);
    const created = await ctx.app.inject({
      method: "POST",
      url: `/api/vehiculo/${t.id}/tarjeta_operacion`,
      headers: c.headers,
      payload: vehiculoPayload(cats, { nit: c.nit, poliza_documento: toDataUrl(bytes) }),
    });
    expect(created.statusCode).toBe(415);
    expect(created.json()).toEqual({ message, errors: { poliza_documento: [message] } });
    expect(await countRows(ctx, vehiculo, eq(vehiculo.tarjeta_operacion_id, t.id))).toBe(0);

    const v = await addVehiculo(ctx, c, t.id);
    const [before] = await ctx.app.db.select().from(poliza).where(eq(poliza.vehiculo_id, v.id));
    const updated = await ctx.app.inject({
      method: "PUT",
      url: `/api/vehiculo/${v.id}`,
      headers: c.headers,
      payload: vehiculoPayload(cats, { nit: c.nit, numero_placa: v.numero_placa, poliza_numero: "OTRA", poliza_documento: toDataUrl(bytes) }),
    });
    expect(updated.statusCode).toBe(415);
    const [after] = await ctx.app.db.select().from(poliza).where(eq(poliza.vehiculo_id, v.id));
    expect(after).toEqual(before);
    expect(await stored(bytes)).toBe(0);
  });

  it("still accepts a clean PDF on both paths", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/natural_documento/${owner.naturalId}/natural`,
      headers: owner.headers,
      payload: { documento: toDataUrl(tinyPdf()), tipo_documento_id: 2 },
    });
    expect(res.statusCode).toBe(201);
    await addVehiculoChain(ctx, await createCarrier(ctx));
  });
});
