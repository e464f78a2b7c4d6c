import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehiculo } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addVehiculo, addVehiculoChain } from "../../../test/licencias";
import { selectOwnedVehiculo, selectVehiculos, selectVehiculosOfTarjeta } from "./vehiculo-rows";

/** The prepared reads of the list and the detail (decision 094) against the plain query they replace. */
describe("prepared vehicle reads", () => {
  let ctx: TestContext;
  let a: Carrier;
  let b: Carrier;
  let tarjetaA: number;
  let tarjetaB: number;
  let idsA: number[];
  let plateA: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    [a, b] = [await createCarrier(ctx), await createCarrier(ctx)];
    const chainA = await addVehiculoChain(ctx, a);
    const second = await addVehiculo(ctx, a, chainA.tarjeta.id);
    const third = await addVehiculo(ctx, a, chainA.tarjeta.id);
    tarjetaA = chainA.tarjeta.id;
    idsA = [chainA.vehiculo.id, second.id, third.id];
    plateA = second.numero_placa;
    tarjetaB = (await addVehiculoChain(ctx, b)).tarjeta.id;
  });
  afterAll(() => ctx.close());

  const plain = (id: number) => selectVehiculos(ctx.database.db, eq(vehiculo.id, id));
  // The audited handle the routes use, the plain database, and a transaction of each.
  const handles = () => ({
    audited: <T>(work: (db: typeof ctx.app.db) => Promise<T>) => work(ctx.app.db),
    plain: <T>(work: (db: typeof ctx.app.db) => Promise<T>) => work(ctx.database.db),
    "audited transaction": <T>(work: (db: typeof ctx.app.db) => Promise<T>) => ctx.app.db.transaction((tx) => work(tx as never)),
    "plain transaction": <T>(work: (db: typeof ctx.app.db) => Promise<T>) => ctx.database.db.transaction((tx) => work(tx as never)),
  });

  it("reads the owner's vehicle as the plain query does, and nothing for another carrier", async () => {
    for (const [name, on] of Object.entries(handles())) {
      for (const id of idsA) {
        expect(await on((db) => selectOwnedVehiculo(db, id, a.userId)), name).toEqual((await plain(id))[0]);
        expect(await on((db) => selectOwnedVehiculo(db, id, b.userId)), name).toBeUndefined();
      }
    }
  });

  it("pages a card's vehicles for its owner only, with the plate prefix", async () => {
    for (const [name, on] of Object.entries(handles())) {
      const page = (userId: number, tarjetaId: number, afterId: number, placa: string, limit: number) =>
        on((db) => selectVehiculosOfTarjeta(db, { tarjetaId, userId, afterId, placa, limit }));
      const all = await page(a.userId, tarjetaA, 0, "", 10);
      // A page shows each vehicle as the detail does, without its licence and card.
      const listed = async (id: number) => {
        const { licencia: _licencia, tarjeta_operacion: _tarjeta, ...shown } = (await plain(id))[0];
        return shown;
      };
      expect(all, name).toEqual(await Promise.all(idsA.map(listed)));
      expect(all[0], name).not.toHaveProperty("licencia");
      expect((await page(a.userId, tarjetaA, 0, "", 2)).map((v) => v.id), name).toEqual(idsA.slice(0, 2));
      expect((await page(a.userId, tarjetaA, idsA[1], "", 2)).map((v) => v.id), name).toEqual([idsA[2]]);
      expect((await page(a.userId, tarjetaA, 0, plateA.toUpperCase(), 10)).map((v) => v.id), name).toEqual([idsA[1]]);
      expect(await page(b.userId, tarjetaA, 0, "", 10), name).toEqual([]);
      expect((await page(b.userId, tarjetaB, 0, "", 10)).length, name).toBe(1);
    }
  });
});
