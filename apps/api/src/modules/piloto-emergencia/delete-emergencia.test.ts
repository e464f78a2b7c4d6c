import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { piloto_emergencia } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { createPiloto } from "../../../test/pilotos";

describe("DELETE /api/piloto_emergencia/{id}", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    other = await createCarrier(ctx);
  });
  afterAll(() => ctx.close());

  const addContact = async (c: Carrier) => {
    const { id: pilotoId } = await createPiloto(ctx, c);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/piloto_emergencia/${pilotoId}/piloto`,
      headers: c.headers,
      payload: { nombre: "CARLOS", direccion: "VILLA NUEVA", telefono: "44556677" },
    });
    expect(res.statusCode).toBe(201);
    return res.json().emergencia.id as number;
  };
  const exists = async (id: number) =>
    (await ctx.app.db.select().from(piloto_emergencia).where(eq(piloto_emergencia.id, id))).length === 1;

  it("removes the contact (200)", async () => {
    const id = await addContact(carrier);
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/piloto_emergencia/${id}`, headers: carrier.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Registro eliminado." });
    expect(await exists(id)).toBe(false);
  });

  it("answers 404 for another carrier's contact and keeps it", async () => {
    const id = await addContact(other);
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/piloto_emergencia/${id}`, headers: carrier.headers });
    expect(res.statusCode).toBe(404);
    expect(await exists(id)).toBe(true);
  });

  it("answers 401 without a token and keeps it", async () => {
    const id = await addContact(carrier);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/piloto_emergencia/${id}` })).statusCode).toBe(401);
    expect(await exists(id)).toBe(true);
  });
});
