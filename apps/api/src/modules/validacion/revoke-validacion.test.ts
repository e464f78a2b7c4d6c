import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validar_registro_piloto } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculoChain } from "../../../test/licencias";

describe("DELETE /api/validar_registro_piloto/{qrId}", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const del = (c: Carrier | null, qrId: number) =>
    ctx.app.inject({ method: "DELETE", url: `/api/validar_registro_piloto/${qrId}`, headers: c?.headers ?? {} });
  const stored = async (id: number) => (await ctx.app.db.select().from(validar_registro_piloto).where(eq(validar_registro_piloto.id, id)))[0];
  async function qrOf(c: Carrier) {
    const { vehiculo: v } = await addVehiculoChain(ctx, c);
    const res = await ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/generar/${v.id}/vehiculo`, headers: c.headers });
    return res.json().validar as { id: number };
  }

  it("revokes the QR and keeps the row for the public check", async () => {
    const c = await createCarrier(ctx);
    const qr = await qrOf(c);
    const res = await del(c, qr.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Registro eliminado." });
    expect((await stored(qr.id)).revocado_at).toBeInstanceOf(Date);
    expect((await del(c, qr.id)).statusCode).toBe(404);
  });

  it("answers 404 for another carrier's QR and 401 without a token, changing nothing", async () => {
    const qr = await qrOf(await createCarrier(ctx));
    expect((await del(await createCarrier(ctx), qr.id)).statusCode).toBe(404);
    expect((await del(null, qr.id)).statusCode).toBe(401);
    expect((await stored(qr.id)).revocado_at).toBeNull();
  });
});
