import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abogado_auxiliar } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { validAbogado } from "../../../test/abogados";

describe("PUT /api/abogado_auxiliar/{id}", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    other = await createCarrier(ctx);
  });
  afterAll(() => ctx.close());

  const create = async (c: Carrier) => {
    const res = await ctx.app.inject({ method: "POST", url: `/api/abogado_auxiliar/${c.personaId}/persona`, headers: c.headers, payload: validAbogado() });
    expect(res.statusCode).toBe(201);
    return res.json().abogado_auxiliar as { id: number; cui: string };
  };
  const put = (id: number, body: unknown, headers: Record<string, string> = carrier.headers) =>
    ctx.app.inject({ method: "PUT", url: `/api/abogado_auxiliar/${id}`, headers, payload: body as object });
  const rowOf = async (id: number) => (await ctx.app.db.select().from(abogado_auxiliar).where(eq(abogado_auxiliar.id, id)))[0];

  it("replaces the fields (200)", async () => {
    const created = await create(carrier);
    const res = await put(created.id, validAbogado({ cui: created.cui, colegiado_activo: false, nombre: "ROBERTA" }));
    expect(res.statusCode).toBe(200);
    expect(res.json().abogado_auxiliar).toMatchObject({ id: created.id, colegiado_activo: false, nombre: "ROBERTA" });
    expect((await rowOf(created.id)).colegiado_activo).toBe(false);
  });

  it("answers 422 for bad input and changes nothing", async () => {
    const created = await create(carrier);
    const before = await rowOf(created.id);
    const res = await put(created.id, validAbogado({ cui: "abc" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cui).toContain("El CUI no tiene un formato válido.");
    expect(await rowOf(created.id)).toEqual(before);
  });

  it("answers 409 when taking the CUI of another own lawyer", async () => {
    const first = await create(carrier);
    const second = await create(carrier);
    const res = await put(second.id, validAbogado({ cui: first.cui }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Ya existe un abogado auxiliar registrado con ese CUI.");
    expect((await rowOf(second.id)).cui).toBe(second.cui);
  });

  it("answers 404 for another carrier's lawyer and changes nothing", async () => {
    const foreign = await create(other);
    const before = await rowOf(foreign.id);
    const res = await put(foreign.id, validAbogado({ nombre: "INTRUSO" }));
    expect(res.statusCode).toBe(404);
    expect(await rowOf(foreign.id)).toEqual(before);
  });

  it("answers 401 without a token", async () => {
    const created = await create(carrier);
    expect((await put(created.id, validAbogado(), {})).statusCode).toBe(401);
  });
});
