import { PAGE_LIMIT_DEFAULT, PAGE_MSG } from "@portal/domain/pagination";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addTarjeta, addVehiculo, addVehiculoChain, randomPlaca } from "../../../test/licencias";
import { vehiculo } from "../../db/schema/index";

describe("GET /api/vehiculo/{tarjetaId}/tarjeta_operacion", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const get = (c: Carrier | null, tarjetaId: number, query = "") =>
    ctx.app.inject({ method: "GET", url: `/api/vehiculo/${tarjetaId}/tarjeta_operacion${query}`, headers: c?.headers ?? {} });
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

  /** Copies of a vehicle straight in the database (inactive, so their plates clash with no one). */
  async function cloneVehiculo(id: number, placas: string[]) {
    const [{ id: _id, ...row }] = await ctx.app.db.select().from(vehiculo).where(eq(vehiculo.id, id));
    const added = await ctx.app.db
      .insert(vehiculo)
      .values(placas.map((numero_placa) => ({ ...row, numero_placa, activo: false })))
      .returning({ id: vehiculo.id });
    return ids(added);
  }

  /** Follows `next_cursor` from `query` to the end, checking each page's size and `Link`. */
  async function readAll(c: Carrier, tarjetaId: number, limit: number, extra = "", between?: (page: number) => Promise<void>) {
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const res = await get(c, tarjetaId, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}${extra}`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { vehiculo: Array<{ id: number }>; next_cursor: string | null };
      expect(body.vehiculo.length).toBeLessThanOrEqual(limit);
      seen.push(...ids(body.vehiculo));
      cursor = body.next_cursor;
      if (!cursor) {
        expect(res.headers.link).toBeUndefined();
        return seen;
      }
      expect(body.vehiculo).toHaveLength(limit);
      expect(res.headers.link).toBe(`</api/vehiculo/${tarjetaId}/tarjeta_operacion?limit=${limit}&cursor=${cursor}${extra}>; rel="next"`);
      await between?.(page);
    }
    throw new Error("too many pages");
  }

  it("lists the card's vehicles with catalogue names and policy", async () => {
    const c = await createCarrier(ctx);
    const { licencia, tarjeta, vehiculo: a } = await addVehiculoChain(ctx, c);
    const placa = randomPlaca();
    const b = await addVehiculo(ctx, c, tarjeta.id, { numero_placa: placa });
    const other = await addTarjeta(ctx, c, licencia.id, "0-11111");
    await addVehiculo(ctx, c, other.id);
    const res = await get(c, tarjeta.id);
    expect(res.statusCode).toBe(200);
    const rows = res.json().vehiculo;
    expect(rows.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect(rows[1]).toMatchObject({
      numero_placa: placa,
      tipo_vehiculo: { nombre: expect.any(String) },
      marca: { nombre: expect.any(String) },
      color: { nombre: expect.any(String) },
      poliza: { numero: "POL-2024-001", activo: true, tiene_documento: true },
    });
    expect(rows[1]).not.toHaveProperty("persona_id");
  });

  it("answers an empty list for a card without vehicles", async () => {
    const c = await createCarrier(ctx);
    const { licencia } = await addVehiculoChain(ctx, c);
    const empty = await addTarjeta(ctx, c, licencia.id, "A-22222");
    expect((await get(c, empty.id)).json()).toEqual({ vehiculo: [], next_cursor: null });
  });

  it("answers 404 for another carrier's card and 401 without a token", async () => {
    const owner = await createCarrier(ctx);
    const { tarjeta } = await addVehiculoChain(ctx, owner);
    expect((await get(await createCarrier(ctx), tarjeta.id)).statusCode).toBe(404);
    expect((await get(null, tarjeta.id)).statusCode).toBe(401);
  });

  describe("pages (decision 095)", () => {
    let c: Carrier;
    let tarjetaId: number;
    let all: number[];
    beforeAll(async () => {
      c = await createCarrier(ctx);
      // Active plates are unique nationwide, and the PostgreSQL test database outlives a run: a random
      // one, starting with 1 so that it is outside the "2…" search below.
      const chain = await addVehiculoChain(ctx, c, { vehiculo: { numero_placa: `1${randomPlaca().slice(1)}` } });
      tarjetaId = chain.tarjeta.id;
      const placas = Array.from({ length: PAGE_LIMIT_DEFAULT + 4 }, (_, i) => `${200 + i}${i % 2 ? "BCD" : "XYZ"}`);
      all = [chain.vehiculo.id, ...(await cloneVehiculo(chain.vehiculo.id, placas))];
    });

    it("answers the first page under `vehiculo` with its default size, for a client that ignores next_cursor", async () => {
      const res = await get(c, tarjetaId);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(ids(body.vehiculo)).toEqual(all.slice(0, PAGE_LIMIT_DEFAULT));
      expect(body.next_cursor).toEqual(expect.any(String));
      expect(res.headers.link).toBe(`</api/vehiculo/${tarjetaId}/tarjeta_operacion?limit=${PAGE_LIMIT_DEFAULT}&cursor=${body.next_cursor}>; rel="next"`);
      expect(ids((await get(c, tarjetaId, "?limit=100")).json().vehiculo)).toEqual(all);
    });

    it("walks every vehicle once in order, with rows added and removed between pages", async () => {
      const added: number[] = [];
      const seen = await readAll(c, tarjetaId, 7, "", async (page) => {
        if (page === 0) {
          added.push(...(await cloneVehiculo(all[0], ["900QQQ"])));
          await ctx.app.db.delete(vehiculo).where(eq(vehiculo.id, all[3])); // already read: changes nothing
        }
      });
      // The deleted row was on the page already read; the added one comes at the end, once.
      expect(seen).toEqual([...all, ...added]);
      await ctx.app.db.delete(vehiculo).where(eq(vehiculo.id, added[0]));
      all = all.filter((id) => id !== all[3]); // 202XYZ
    });

    it("searches by the start of the plate, any case, on the server, and pages the results", async () => {
      const twoHundreds = (await get(c, tarjetaId, "?placa=20&limit=100")).json().vehiculo as Array<{ numero_placa: string }>;
      expect(twoHundreds.map((v) => v.numero_placa)).toEqual(["200XYZ", "201BCD", "202XYZ", "203BCD", "204XYZ", "205BCD", "206XYZ", "207BCD", "208XYZ", "209BCD"].filter((p) => p !== "202XYZ"));
      expect((await get(c, tarjetaId, "?placa=%20211bc%20")).json().vehiculo.map((v: { numero_placa: string }) => v.numero_placa)).toEqual(["211BCD"]);
      expect((await get(c, tarjetaId, "?placa=999")).json()).toEqual({ vehiculo: [], next_cursor: null });
      expect((await get(c, tarjetaId, "?placa=")).json().vehiculo).toHaveLength(PAGE_LIMIT_DEFAULT);
      const paged = await readAll(c, tarjetaId, 3, "&placa=2");
      expect(paged).toHaveLength(all.length - 1); // every plate but the first vehicle's starts with 2
    });

    it("refuses a bad limit, cursor or plate with 422 on the field, in Spanish", async () => {
      for (const q of ["?limit=0", "?limit=-1", "?limit=101", "?limit=100000000000000000000", "?limit=abc"]) {
        const res = await get(c, tarjetaId, q);
        expect(res.statusCode, q).toBe(422);
        expect(res.json().errors.limit, q).toEqual([PAGE_MSG.limit]);
      }
      for (const q of ["?cursor=nope!", `?cursor=${Buffer.from("[0]").toString("base64url")}`]) {
        const res = await get(c, tarjetaId, q);
        expect(res.statusCode, q).toBe(422);
        expect(res.json().errors.cursor).toEqual([PAGE_MSG.cursor]);
      }
      for (const q of ["?placa=P-123", "?placa=%25", "?placa=_", `?placa=${"A".repeat(11)}`]) {
        const res = await get(c, tarjetaId, q);
        expect(res.statusCode, q).toBe(422);
        expect(res.json().errors.placa).toEqual([PAGE_MSG.placa]);
      }
    });

    it("never shows another carrier's vehicles, whatever cursor is sent", async () => {
      const other = await createCarrier(ctx);
      const theirs = await addVehiculoChain(ctx, other);
      // The other carrier's cursor taken from the first page of this list only moves along its own card.
      const cursor = (await get(c, tarjetaId, "?limit=1")).json().next_cursor as string;
      const res = await get(other, theirs.tarjeta.id, `?cursor=${cursor}`);
      expect(res.statusCode).toBe(200);
      expect(ids(res.json().vehiculo)).toEqual(theirs.vehiculo.id > all[0] ? [theirs.vehiculo.id] : []);
      expect((await get(other, tarjetaId, `?cursor=${cursor}`)).statusCode).toBe(404);
    });

    it("is described in the OpenAPI document with its query", async () => {
      const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
      const op = doc.paths["/api/vehiculo/{tarjetaId}/tarjeta_operacion"].get;
      expect(op.parameters.filter((p: { in: string }) => p.in === "query").map((p: { name: string }) => p.name).sort()).toEqual(["cursor", "limit", "placa"]);
      expect(op.description).toContain("Link");
      expect(op.responses["200"].content["application/json"].schema.properties).toHaveProperty("next_cursor");
    });
  });
});
