import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mandato } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { validMandato } from "../../../test/mandatos";

describe("PUT /api/mandato/{id}", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    other = await createCarrier(ctx);
  });
  afterAll(() => ctx.close());

  const create = async (c: Carrier, body = validMandato()) => {
    const res = await ctx.app.inject({ method: "POST", url: `/api/mandato/${c.personaId}/persona`, headers: c.headers, payload: body });
    expect(res.statusCode).toBe(201);
    return res.json().mandato as { id: number; cui: string };
  };
  const put = (id: number, body: unknown, headers: Record<string, string> = carrier.headers) =>
    ctx.app.inject({ method: "PUT", url: `/api/mandato/${id}`, headers, payload: body as object });
  const rowOf = async (id: number) => (await ctx.app.db.select().from(mandato).where(eq(mandato.id, id)))[0];

  it("replaces the fields and answers the row (200)", async () => {
    const created = await create(carrier);
    const body = validMandato({ cui: created.cui, notario: "LIC. ANA RUIZ", tipo_poder_id: 2 });
    const res = await put(created.id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().mandato).toMatchObject({ id: created.id, notario: "LIC. ANA RUIZ", tipo_poder: { id: 2 } });
    expect((await rowOf(created.id)).notario).toBe("LIC. ANA RUIZ");
  });

  it("answers 422 for bad input and changes nothing", async () => {
    const created = await create(carrier);
    const before = await rowOf(created.id);
    const res = await put(created.id, validMandato({ nit: "123" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.nit).toContain("El NIT ingresado no es válido.");
    expect(await rowOf(created.id)).toEqual(before);
  });

  it("answers 409 when taking the CUI of another own mandatario", async () => {
    const first = await create(carrier);
    const second = await create(carrier);
    const before = await rowOf(second.id);
    const res = await put(second.id, validMandato({ cui: first.cui }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Ya existe un mandatario registrado con ese CUI.");
    expect(await rowOf(second.id)).toEqual(before);
  });

  it("answers 404 for another carrier's mandatario and changes nothing", async () => {
    const foreign = await create(other);
    const before = await rowOf(foreign.id);
    const res = await put(foreign.id, validMandato({ notario: "INTRUSO" }));
    expect(res.statusCode).toBe(404);
    expect(await rowOf(foreign.id)).toEqual(before);
  });

  it("answers 401 without a token", async () => {
    const created = await create(carrier);
    const res = await put(created.id, validMandato(), {});
    expect(res.statusCode).toBe(401);
  });
});
