import { TARJETA_MSG } from "@portal/domain/tarjeta-operacion";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tarjeta_operacion } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addLicencia, addTarjeta, addVehiculo, countRows } from "../../../test/licencias";

describe("DELETE /api/tarjeta_operacion/{id}", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const del = (c: Carrier | null, id: number) =>
    ctx.app.inject({ method: "DELETE", url: `/api/tarjeta_operacion/${id}`, headers: c?.headers ?? {} });
  const exists = async (id: number) => (await countRows(ctx, tarjeta_operacion, eq(tarjeta_operacion.id, id))) === 1;

  it("deletes a card without vehicles", async () => {
    const c = await createCarrier(ctx);
    const t = await addTarjeta(ctx, c, (await addLicencia(ctx, c)).id);
    const res = await del(c, t.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Registro eliminado." });
    expect(await exists(t.id)).toBe(false);
  });

  it("refuses with 409 while vehicles hang from the card", async () => {
    const c = await createCarrier(ctx);
    const t = await addTarjeta(ctx, c, (await addLicencia(ctx, c)).id);
    await addVehiculo(ctx, c, t.id);
    const res = await del(c, t.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: TARJETA_MSG.hasVehiculos });
    expect(await exists(t.id)).toBe(true);
  });

  it("answers 404 for another carrier's card and an unknown id, and 401 without a token", async () => {
    const c = await createCarrier(ctx);
    const other = await createCarrier(ctx);
    const t = await addTarjeta(ctx, other, (await addLicencia(ctx, other)).id);
    expect((await del(c, t.id)).statusCode).toBe(404);
    expect((await del(c, 2_000_000_000)).statusCode).toBe(404);
    expect((await del(null, t.id)).statusCode).toBe(401);
    expect(await exists(t.id)).toBe(true);
  });
});
