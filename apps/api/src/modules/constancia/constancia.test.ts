import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { constancia } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createAccount, createCarrier } from "../../../test/carrier";
import { addVehiculoChain, daysFromToday } from "../../../test/licencias";
import { pdfPageTexts, pdfQrCodes } from "../../../test/pdf-contents";
import { createPiloto } from "../../../test/pilotos";
import { representanteBody } from "../../../test/representantes";
import { createStaff, staffHeaders } from "../../../test/staff";

describe("GET /api/constancia", () => {
  let ctx: TestContext;
  let a: Carrier;
  let b: Carrier;
  let plateA: string;
  let chainA: Awaited<ReturnType<typeof addVehiculoChain>>;
  let plateB: string;
  const polizaFin = daysFromToday(200);

  beforeAll(async () => {
    ctx = await buildTestApp({ PUBLIC_URL: "https://portal.example.gt", PROVIDER_NAME: "Dirección General de Transportes" });
    a = await createCarrier(ctx, "juridico");
    b = await createCarrier(ctx);
    chainA = await addVehiculoChain(ctx, a, { licencia: { numero: "LIC-A-77" }, vehiculo: { poliza_fecha_fin: polizaFin } });
    plateA = chainA.vehiculo.numero_placa;
    plateB = (await addVehiculoChain(ctx, b, { licencia: { numero: "LIC-B-88" } })).vehiculo.numero_placa;
    await createPiloto(ctx, a, { nombre: "ROSA", apellido: "QUIÑÓNEZ" });
    const rep = await ctx.app.inject({ method: "POST", url: "/api/representante", headers: a.headers, payload: representanteBody(a, { nombre: "ELENA", apellido: "SOLÍS" }) });
    expect(rep.statusCode).toBe(201);
  });
  afterAll(() => ctx.close());

  const issue = (c: { headers: Record<string, string> }) => ctx.app.inject({ method: "GET", url: "/api/constancia", headers: c.headers });

  it("answers a PDF that names the carrier's NIT, licence, plate with its policy's end, pilot and representative, and nothing of another carrier", async () => {
    const res = await issue(a);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("no-store");
    const codigo = String(res.headers["x-constancia-codigo"]);
    expect(codigo).toMatch(/^[\w-]{24}$/);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="constancia-${codigo}.pdf"`);

    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe("Constancia de datos registrados");
    const text = (await pdfPageTexts(res.rawPayload)).join("\n");
    expect(text).toContain("Constancia de datos registrados");
    expect(text).toContain("Dirección General de Transportes");
    expect(text).toContain(a.nit);
    expect(text).toContain("TRANSPORTES EJEMPLO, S.A.");
    expect(text).toContain("LIC-A-77");
    expect(text).toContain(plateA);
    expect(text).toContain(polizaFin.split("-").reverse().join("/"));
    expect(text).toContain("ROSA QUIÑÓNEZ");
    expect(text).toContain("ELENA SOLÍS");
    expect(text).toContain(`Código: ${codigo}`);
    for (const foreign of [b.nit, plateB, "LIC-B-88"]) expect(text).not.toContain(foreign);
  });

  it("says each record's review state: Verificado, Rechazado or Pendiente de revisión, with what each means", async () => {
    const revisor = await createStaff(ctx, { rol: "revisor" });
    const decide = async (tipo: string, id: number, payload: Record<string, unknown>) => {
      const res = await ctx.app.inject({ method: "POST", url: `/api/admin/revision/${tipo}/${id}`, headers: staffHeaders(revisor.token), payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    await decide("licencia", chainA.licencia.id, { estado: "aprobado" });
    await decide("persona", a.personaId, { estado: "aprobado" });
    await decide("vehiculo", chainA.vehiculo.id, { estado: "rechazado", motivo: "La póliza no corresponde a la placa." });

    const text = (await pdfPageTexts((await issue(a)).rawPayload)).join("\n");
    expect(text).toContain("Columna «Revisión»: «Verificado», la autoridad revisó y aprobó el registro;");
    expect(text).toMatch(new RegExp(`${a.nit} TRANSPORTES EJEMPLO, S\\.A\\. Verificado`));
    expect(text).toMatch(/LIC-A-77 \d\d\/\d\d\/\d{4} \d\d\/\d\d\/\d{4} Verificado/);
    expect(text).toMatch(new RegExp(`${plateA} \\S+ \\S+ [^ ]+ al [^ ]+ Activo Rechazado`));
    expect(text).toMatch(/ROSA QUIÑÓNEZ \d+ \S+ \S+ Pendiente de revisión/);
    expect(text).toMatch(/ELENA SOLÍS \S+ \S+ Pendiente de revisión/);
    // The reason is the carrier's business: the certificate says the state only.
    expect(text).not.toContain("La póliza no corresponde");
  });

  it("carries a QR that opens the certificate's public page, and keeps the hash of the exact bytes answered", async () => {
    const res = await issue(a);
    const codigo = String(res.headers["x-constancia-codigo"]);
    expect(await pdfQrCodes(res.rawPayload)).toEqual([`https://portal.example.gt/constancia/${codigo}`]);
    const [row] = await ctx.app.db.select().from(constancia).where(eq(constancia.codigo, codigo));
    expect(row.usuario_id).toBe(a.userId);
    expect(row.sha256).toBe(createHash("sha256").update(res.rawPayload).digest("hex"));
    expect(row.resumen).toEqual({
      transportistas: [{ nit: a.nit, nombre: "TRANSPORTES EJEMPLO, S.A." }],
      licencias: 1,
      tarjetas: 1,
      vehiculos: 1,
      pilotos: 1,
      representantes: 1,
    });
  });

  it("each call is a new certificate with its own code", async () => {
    const [first, second] = [await issue(b), await issue(b)];
    expect(first.headers["x-constancia-codigo"]).not.toBe(second.headers["x-constancia-codigo"]);
  });

  it("refuses without a session (401) and an account without a profile (422, nothing stored)", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/constancia" })).statusCode).toBe(401);
    const bare = await createAccount(ctx);
    const res = await issue(bare);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Complete su perfil antes de descargar la constancia.");
    expect(await ctx.app.db.select().from(constancia).where(eq(constancia.usuario_id, bare.userId))).toEqual([]);
  });

  it("limits certificates per account: the eleventh in an hour is 429 with Retry-After, other accounts unaffected", async () => {
    const c = await createCarrier(ctx);
    for (let i = 0; i < 10; i++) expect((await issue(c)).statusCode).toBe(200);
    const refused = await issue(c);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await issue(b)).statusCode).toBe(200);
  });

  describe("GET /api/constancias/{codigo} (public)", () => {
    const check = (codigo: string) => ctx.app.inject({ method: "GET", url: `/api/constancias/${encodeURIComponent(codigo)}` });
    const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

    it("without a session, says who and when and what was certified, with the hash of the issued file", async () => {
      const issued = await issue(a);
      const codigo = String(issued.headers["x-constancia-codigo"]);
      const res = await check(codigo);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.json().constancia;
      expect(body).toMatchObject({
        codigo,
        sha256: sha(issued.rawPayload),
        transportistas: [{ nit: a.nit, nombre: "TRANSPORTES EJEMPLO, S.A." }],
        vehiculos: 1,
        licencias: 1,
      });
      expect(Math.abs(Date.parse(body.emitida) - Date.now())).toBeLessThan(60_000);
      // One changed byte no longer matches the issued hash.
      const tampered = Buffer.from(issued.rawPayload);
      tampered[tampered.length >> 1] ^= 0xff;
      expect(sha(tampered)).not.toBe(body.sha256);
    });

    it("an unknown or malformed code is 404 «Constancia no encontrada»", async () => {
      for (const codigo of ["A".repeat(24), "nope", "../constancia"]) {
        const res = await check(codigo);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe("Constancia no encontrada");
      }
    });
  });
});
