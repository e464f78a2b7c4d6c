import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencia } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addLicencia } from "../../../test/licencias";
import { selectLicencias, selectLicenciasOfPersona } from "./licencia-rows";

/** The licences list's prepared read (decision 094) against the plain query it replaces. */
describe("prepared licence read", () => {
  let ctx: TestContext;
  let a: Carrier;
  let b: Carrier;
  let idsA: number[];
  beforeAll(async () => {
    ctx = await buildTestApp();
    [a, b] = [await createCarrier(ctx), await createCarrier(ctx)];
    idsA = [(await addLicencia(ctx, a, { numero: "LIC-A1" })).id, (await addLicencia(ctx, a, { numero: "LIC-A2" })).id];
    await addLicencia(ctx, b);
  });
  afterAll(() => ctx.close());

  it("pages the owner's licences as the plain query reads them, inside and outside transactions; nothing for another carrier", async () => {
    type Handle = typeof ctx.app.db;
    const handles: Record<string, <T>(work: (db: Handle) => Promise<T>) => Promise<T>> = {
      audited: (work) => work(ctx.app.db),
      plain: (work) => work(ctx.database.db),
      "audited transaction": (work) => ctx.app.db.transaction((tx) => work(tx as never)),
      "plain transaction": (work) => ctx.database.db.transaction((tx) => work(tx as never)),
    };
    const plain = await selectLicencias(ctx.database.db, eq(licencia.persona_id, a.personaId), 10);
    expect(plain.map((l) => l.id)).toEqual(idsA);
    for (const [name, on] of Object.entries(handles)) {
      const page = (userId: number, personaId: number, afterId: number, limit: number) =>
        on((db) => selectLicenciasOfPersona(db, { personaId, userId, afterId, limit }));
      expect(await page(a.userId, a.personaId, 0, 10), name).toEqual(plain);
      expect(await page(a.userId, a.personaId, 0, 1), name).toEqual(plain.slice(0, 1));
      expect(await page(a.userId, a.personaId, idsA[0], 10), name).toEqual(plain.slice(1));
      expect(await page(b.userId, a.personaId, 0, 10), name).toEqual([]);
      expect((await page(b.userId, b.personaId, 0, 10)).length, name).toBe(1);
    }
  });
});
