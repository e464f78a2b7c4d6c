import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addLicencia, addTarjeta } from "../../../test/licencias";
import { expectPagedList } from "../../../test/pages";
import { SIN_REVISAR } from "../../../test/review";

describe("GET /api/tarjeta_operacion/{licenciaId}/licencia", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const get = (c: Carrier | null, licenciaId: number) =>
    ctx.app.inject({ method: "GET", url: `/api/tarjeta_operacion/${licenciaId}/licencia`, headers: c?.headers ?? {} });

  it("lists the cards of that licence only, oldest first", async () => {
    const c = await createCarrier(ctx);
    const l = await addLicencia(ctx, c, { numero: "L-1" });
    const l2 = await addLicencia(ctx, c, { numero: "L-2" });
    const a = await addTarjeta(ctx, c, l.id, "T-00001");
    const b = await addTarjeta(ctx, c, l.id, "0-00002");
    await addTarjeta(ctx, c, l2.id, "A-00003");
    const res = await get(c, l.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().tarjeta_operacion).toEqual([
      { id: a.id, numero: "T-00001", licencia_id: l.id, created_at: expect.any(String), ...SIN_REVISAR },
      { id: b.id, numero: "0-00002", licencia_id: l.id, created_at: expect.any(String), ...SIN_REVISAR },
    ]);
  });

  it("answers an empty list for a licence without cards", async () => {
    const c = await createCarrier(ctx);
    const l = await addLicencia(ctx, c);
    expect((await get(c, l.id)).json()).toEqual({ tarjeta_operacion: [], next_cursor: null });
  });

  it("answers 404 for another carrier's licence and 401 without a token", async () => {
    const c = await createCarrier(ctx);
    const other = await createCarrier(ctx);
    const l = await addLicencia(ctx, other);
    await addTarjeta(ctx, other, l.id);
    expect((await get(c, l.id)).statusCode).toBe(404);
    expect((await get(null, l.id)).statusCode).toBe(401);
  });

  it("pages (decision 095), with only that licence's cards", async () => {
    const c = await createCarrier(ctx);
    const [l, l2] = [await addLicencia(ctx, c, { numero: "P-1" }), await addLicencia(ctx, c, { numero: "P-2" })];
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      ids.push((await addTarjeta(ctx, c, l.id, `T-0000${n}`)).id);
      await addTarjeta(ctx, c, l2.id, `T-0000${n}`);
    }
    const url = `/api/tarjeta_operacion/${l.id}/licencia`;
    await expectPagedList(ctx, c, { url, key: "tarjeta_operacion", ids, addBetween: async () => (await addTarjeta(ctx, c, l.id, "T-00006")).id });
  });
});
