import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { piloto } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { createPiloto, validPiloto } from "../../../test/pilotos";

describe("PUT /api/piloto/{id}", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    other = await createCarrier(ctx);
  });
  afterAll(() => ctx.close());

  const put = (id: number, body: unknown, headers: Record<string, string> = carrier.headers) =>
    ctx.app.inject({ method: "PUT", url: `/api/piloto/${id}`, headers, payload: body as object });
  const rowOf = async (id: number) => (await ctx.app.db.select().from(piloto).where(eq(piloto.id, id)))[0];

  it("replaces the fields; the licence date may come as adminision_licencia (200)", async () => {
    const created = await createPiloto(ctx, carrier);
    const { administrasion_licencia: _a, ...body } = validPiloto({
      nit: created.nit,
      cui: created.cui,
      activo: false,
      adminision_licencia: "2029-03-03",
    });
    const res = await put(created.id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().piloto).toMatchObject({ id: created.id, activo: false, administrasion_licencia: "2029-03-03", adminision_licencia: "2029-03-03" });
    expect(await rowOf(created.id)).toMatchObject({ activo: false, licencia_vencimiento: "2029-03-03" });
  });

  it("answers 422 for bad input and changes nothing", async () => {
    const created = await createPiloto(ctx, carrier);
    const before = await rowOf(created.id);
    const res = await put(created.id, validPiloto({ telefono: "1234" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.telefono).toContain("El Teléfono ingresado no es válido.");
    expect(await rowOf(created.id)).toEqual(before);
  });

  it("answers 409 when taking the CUI of another own pilot", async () => {
    const first = await createPiloto(ctx, carrier);
    const second = await createPiloto(ctx, carrier);
    const res = await put(second.id, validPiloto({ cui: first.cui }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Ya existe un piloto registrado con ese CUI.");
    expect((await rowOf(second.id)).cui).toBe(second.cui);
  });

  it("answers 404 for another carrier's pilot and changes nothing", async () => {
    const foreign = await createPiloto(ctx, other);
    const before = await rowOf(foreign.id);
    const res = await put(foreign.id, validPiloto({ nombre: "INTRUSO" }));
    expect(res.statusCode).toBe(404);
    expect(await rowOf(foreign.id)).toEqual(before);
  });

  it("answers 401 without a token", async () => {
    const created = await createPiloto(ctx, carrier);
    expect((await put(created.id, validPiloto(), {})).statusCode).toBe(401);
  });
});
