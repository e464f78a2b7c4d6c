import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { createPiloto } from "../../../test/pilotos";

describe("POST /api/piloto/buscar/nit and /api/piloto/buscar/cui", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;
  let mine: Awaited<ReturnType<typeof createPiloto>>;
  let theirs: Awaited<ReturnType<typeof createPiloto>>;

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    other = await createCarrier(ctx);
    mine = await createPiloto(ctx, carrier);
    theirs = await createPiloto(ctx, other, { nombre: "PEDRO", apellido: "SOLÍS", fecha_nacimiento: "1979-11-30" });
  });
  afterAll(() => ctx.close());

  const search = (field: "nit" | "cui", value: string, c: Carrier | null = carrier) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/piloto/buscar/${field}`,
      headers: c ? c.headers : {},
      payload: { [field]: value },
    });
  const cuisOf = (body: { data: Array<{ cui: string }> }) => body.data.map((p) => p.cui);

  it.each(["nit", "cui"] as const)("finds an own pilot by a 3-character %s prefix, in full", async (field) => {
    const res = await search(field, mine[field].slice(0, 3));
    expect(res.statusCode).toBe(200);
    const hit = res.json().data.find((p: { cui: string }) => p.cui === mine.cui);
    expect(hit).toMatchObject({ own: true, id: mine.id, telefono: "55123456", correo_electronico: "jose.ramirez@example.com" });
  });

  it.each(["nit", "cui"] as const)("does not find another carrier's pilot by a %s prefix", async (field) => {
    for (const length of [3, 6, theirs[field].length - 1]) {
      const res = await search(field, theirs[field].slice(0, length));
      expect(res.statusCode).toBe(200);
      expect(cuisOf(res.json())).not.toContain(theirs.cui);
    }
  });

  it.each(["nit", "cui"] as const)("finds another carrier's pilot by the exact %s, identity fields only", async (field) => {
    const res = await search(field, theirs[field]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [{ own: false, nombre: "PEDRO", apellido: "SOLÍS", fecha_nacimiento: "1979-11-30", nit: theirs.nit, cui: theirs.cui }],
    });
    const [hit] = res.json().data;
    for (const hidden of ["id", "persona_id", "telefono", "correo_electronico", "direccion", "numero_documento", "documento_intecap"]) {
      expect(hit).not.toHaveProperty(hidden);
    }
    expect(res.body).not.toContain("55123456");
  });

  it("accepts the NIT with a dash and a lower-case k", async () => {
    const nit = `${theirs.nit.slice(0, -1)}-${theirs.nit.slice(-1).toLowerCase()}`;
    const res = await search("nit", nit);
    expect(cuisOf(res.json())).toEqual([theirs.cui]);
  });

  it("answers 200 with an empty list when nothing matches", async () => {
    const res = await search("cui", "9999999999999");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it.each([
    ["nit", "12", "Ingrese al menos 3 caracteres para buscar."],
    ["cui", "1 2", "Ingrese al menos 3 caracteres para buscar."],
    ["cui", "12a45", "El CUI no tiene un formato válido."],
    ["nit", "12%", "El NIT no tiene un formato válido."],
  ] as const)("answers 422 for %s %j", async (field, value, message) => {
    const res = await search(field, value);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it("answers 401 without a token", async () => {
    expect((await search("cui", mine.cui, null)).statusCode).toBe(401);
  });

  it("answers 429 after 30 lookups a minute by one user", async () => {
    const busy = await createCarrier(ctx);
    for (let i = 0; i < 30; i++) expect((await search("cui", "123", busy)).statusCode).toBe(200);
    const res = await search("cui", "123", busy);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Demasiados intentos/);
    expect((await search("cui", "123", carrier)).statusCode).toBe(200);
  });
});
