import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencia } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { createCarrier } from "../../../test/carrier";
import { addLicencia, daysFromToday } from "../../../test/licencias";
import { expectPagedList } from "../../../test/pages";

describe("GET /api/licencia/{personaId}/persona", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("lists the carrier's licences with their type and Vigente/Expirada state", async () => {
    const c = await createCarrier(ctx);
    const vigente = await addLicencia(ctx, c, { numero: "A-1" });
    const vencida = await addLicencia(ctx, c, { numero: "A-2" });
    const futura = await addLicencia(ctx, c, { numero: "A-3" });
    await ctx.app.db.update(licencia).set({ inicia: "2015-01-01", fin: daysFromToday(-1) }).where(eq(licencia.id, vencida.id));
    await ctx.app.db.update(licencia).set({ inicia: daysFromToday(1), fin: daysFromToday(400) }).where(eq(licencia.id, futura.id));
    await addLicencia(ctx, await createCarrier(ctx), { numero: "A-9" });

    const res = await ctx.app.inject({ method: "GET", url: `/api/licencia/${c.personaId}/persona`, headers: c.headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json().licencia;
    expect(rows.map((r: { numero: string }) => r.numero)).toEqual(["A-1", "A-2", "A-3"]);
    expect(rows[0]).toMatchObject({ id: vigente.id, activo: true, estado: "Vigente", tipo_licencia: { nombre: expect.any(String) } });
    expect(rows[1]).toMatchObject({ activo: false, estado: "Expirada", fin: daysFromToday(-1) });
    expect(rows[2]).toMatchObject({ activo: false, estado: "Expirada" });
  });

  it("keeps a licence Vigente on its last day", async () => {
    const c = await createCarrier(ctx);
    const l = await addLicencia(ctx, c);
    await ctx.app.db.update(licencia).set({ fin: daysFromToday(0) }).where(eq(licencia.id, l.id));
    const res = await ctx.app.inject({ method: "GET", url: `/api/licencia/${c.personaId}/persona`, headers: c.headers });
    expect(res.json().licencia[0]).toMatchObject({ activo: true, estado: "Vigente" });
  });

  it("answers 401 without a token and 404 for another carrier's persona", async () => {
    const c = await createCarrier(ctx);
    const other = await createCarrier(ctx);
    await addLicencia(ctx, other);
    expect((await ctx.app.inject({ method: "GET", url: `/api/licencia/${c.personaId}/persona` })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: "GET", url: `/api/licencia/${other.personaId}/persona`, headers: c.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it("pages (decision 095), never with another carrier's licences", async () => {
    const [c, other] = [await createCarrier(ctx), await createCarrier(ctx)];
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      ids.push((await addLicencia(ctx, c, { numero: `P-${n}` })).id);
      await addLicencia(ctx, other, { numero: `P-${n}` });
    }
    const url = `/api/licencia/${c.personaId}/persona`;
    await expectPagedList(ctx, c, { url, key: "licencia", ids, addBetween: async () => (await addLicencia(ctx, c, { numero: "P-6" })).id });
  });
});
