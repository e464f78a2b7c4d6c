import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { expectPagedList } from "../../../test/pages";
import { createPiloto } from "../../../test/pilotos";

describe("GET /api/piloto_emergencia/{pilotoId}/piloto", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    other = await createCarrier(ctx);
  });
  afterAll(() => ctx.close());

  const addContact = async (c: Carrier, pilotoId: number, nombre: string) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/piloto_emergencia/${pilotoId}/piloto`,
      headers: c.headers,
      payload: { nombre, direccion: "MIXCO", telefono: "22110099" },
    });
    expect(res.statusCode).toBe(201);
    return res.json().emergencia.id as number;
  };

  it("lists the pilot's contacts under `emergencia`", async () => {
    const { id } = await createPiloto(ctx, carrier);
    await addContact(carrier, id, "LUIS");
    await addContact(carrier, id, "MARTA");
    const res = await ctx.app.inject({ method: "GET", url: `/api/piloto_emergencia/${id}/piloto`, headers: carrier.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().emergencia).toEqual([
      { id: expect.any(Number), piloto_id: id, nombre: "LUIS", direccion: "MIXCO", telefono: "22110099", email: null },
      { id: expect.any(Number), piloto_id: id, nombre: "MARTA", direccion: "MIXCO", telefono: "22110099", email: null },
    ]);
  });

  it("answers 404 for another carrier's pilot", async () => {
    const { id } = await createPiloto(ctx, other);
    await addContact(other, id, "SECRETO");
    const res = await ctx.app.inject({ method: "GET", url: `/api/piloto_emergencia/${id}/piloto`, headers: carrier.headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("SECRETO");
  });

  it("answers 401 without a token", async () => {
    const { id } = await createPiloto(ctx, carrier);
    expect((await ctx.app.inject({ method: "GET", url: `/api/piloto_emergencia/${id}/piloto` })).statusCode).toBe(401);
  });

  it("pages (decision 095), only that pilot's contacts", async () => {
    const [{ id }, { id: otherPiloto }] = [await createPiloto(ctx, carrier), await createPiloto(ctx, carrier)];
    const ids: number[] = [];
    for (const nombre of ["A", "B", "C"]) {
      ids.push(await addContact(carrier, id, nombre));
      await addContact(carrier, otherPiloto, nombre);
    }
    await expectPagedList(ctx, carrier, { url: `/api/piloto_emergencia/${id}/piloto`, key: "emergencia", ids, addBetween: () => addContact(carrier, id, "D") });
  });
});
