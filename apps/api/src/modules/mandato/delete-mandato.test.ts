import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mandato } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { validMandato } from "../../../test/mandatos";

describe("DELETE /api/mandato/{id}", () => {
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
    const res = await ctx.app.inject({ method: "POST", url: `/api/mandato/${c.personaId}/persona`, headers: c.headers, payload: validMandato() });
    expect(res.statusCode).toBe(201);
    return res.json().mandato.id as number;
  };
  const exists = async (id: number) => (await ctx.app.db.select().from(mandato).where(eq(mandato.id, id))).length === 1;

  it("removes the mandatario (200)", async () => {
    const id = await create(carrier);
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/mandato/${id}`, headers: carrier.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Registro eliminado." });
    expect(await exists(id)).toBe(false);
  });

  it("answers 404 for another carrier's mandatario and keeps it", async () => {
    const id = await create(other);
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/mandato/${id}`, headers: carrier.headers });
    expect(res.statusCode).toBe(404);
    expect(await exists(id)).toBe(true);
  });

  it("answers 401 without a token and keeps it", async () => {
    const id = await create(carrier);
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/mandato/${id}` });
    expect(res.statusCode).toBe(401);
    expect(await exists(id)).toBe(true);
  });
});
