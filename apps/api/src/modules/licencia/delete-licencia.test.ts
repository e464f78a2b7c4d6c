import { LICENCIA_MSG } from "@portal/domain/licencia";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencia } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addLicencia, addTarjeta, countRows } from "../../../test/licencias";

describe("DELETE /api/licencia/{id}", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const del = (c: Carrier | null, id: number) =>
    ctx.app.inject({ method: "DELETE", url: `/api/licencia/${id}`, headers: c?.headers ?? {} });
  const exists = async (id: number) => (await countRows(ctx, licencia, eq(licencia.id, id))) === 1;

  it("deletes a licence without cards", async () => {
    const c = await createCarrier(ctx);
    const l = await addLicencia(ctx, c);
    const res = await del(c, l.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Registro eliminado." });
    expect(await exists(l.id)).toBe(false);
  });

  it("refuses with 409 while the licence has operation cards", async () => {
    const c = await createCarrier(ctx);
    const l = await addLicencia(ctx, c);
    await addTarjeta(ctx, c, l.id);
    const res = await del(c, l.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: LICENCIA_MSG.hasTarjetas });
    expect(await exists(l.id)).toBe(true);
  });

  it("answers 404 for another carrier's licence and an unknown id, and 401 without a token", async () => {
    const c = await createCarrier(ctx);
    const other = await createCarrier(ctx);
    const l = await addLicencia(ctx, other);
    expect((await del(c, l.id)).statusCode).toBe(404);
    expect((await del(c, 2_000_000_000)).statusCode).toBe(404);
    expect((await del(null, l.id)).statusCode).toBe(401);
    expect(await exists(l.id)).toBe(true);
  });
});
