import { MSG } from "@portal/domain/messages";
import { TARJETA_MSG } from "@portal/domain/tarjeta-operacion";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tarjeta_operacion } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addLicencia, countRows } from "../../../test/licencias";
import { SIN_REVISAR } from "../../../test/review";

describe("POST /api/tarjeta_operacion/{licenciaId}/licencia", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const post = (c: Carrier | null, licenciaId: number, numero: unknown) =>
    ctx.app.inject({ method: "POST", url: `/api/tarjeta_operacion/${licenciaId}/licencia`, headers: c?.headers ?? {}, payload: { numero } });
  const cards = (licenciaId: number) => countRows(ctx, tarjeta_operacion, eq(tarjeta_operacion.licencia_id, licenciaId));

  it("adds an upper-cased card to the licence", async () => {
    const c = await createCarrier(ctx);
    const l = await addLicencia(ctx, c);
    const res = await post(c, l.id, " t-12345 ");
    expect(res.statusCode).toBe(201);
    const card = res.json().tarjeta_operacion;
    expect(card).toEqual({ id: expect.any(Number), numero: "T-12345", licencia_id: l.id, created_at: expect.any(String), ...SIN_REVISAR });
    expect(Number.isNaN(Date.parse(card.created_at))).toBe(false);
    const [row] = await ctx.app.db.select().from(tarjeta_operacion).where(eq(tarjeta_operacion.id, card.id));
    expect(row.persona_id).toBe(c.personaId);
  });

  it.each(["T12345", "X-12345", "T-1234", "A-123456", ""])("refuses %j with 422 and writes nothing", async (numero) => {
    const c = await createCarrier(ctx);
    const l = await addLicencia(ctx, c);
    const res = await post(c, l.id, numero);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MSG.cardInvalid, errors: { numero: [MSG.cardInvalid] } });
    expect(await cards(l.id)).toBe(0);
  });

  it("answers 409 for a number already on the licence; another licence may repeat it", async () => {
    const c = await createCarrier(ctx);
    const l = await addLicencia(ctx, c, { numero: "L-1" });
    const l2 = await addLicencia(ctx, c, { numero: "L-2" });
    expect((await post(c, l.id, "A-00001")).statusCode).toBe(201);
    const res = await post(c, l.id, "a-00001");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: TARJETA_MSG.duplicate, errors: { numero: [TARJETA_MSG.duplicate] } });
    expect(await cards(l.id)).toBe(1);
    expect((await post(c, l2.id, "A-00001")).statusCode).toBe(201);
  });

  it("answers 404 on another carrier's licence and 401 without a token, writing nothing", async () => {
    const c = await createCarrier(ctx);
    const other = await createCarrier(ctx);
    const l = await addLicencia(ctx, other);
    expect((await post(c, l.id, "T-12345")).statusCode).toBe(404);
    expect((await post(null, l.id, "T-12345")).statusCode).toBe(401);
    expect(await cards(l.id)).toBe(0);
  });
});
