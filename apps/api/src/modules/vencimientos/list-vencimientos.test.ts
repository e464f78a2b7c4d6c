import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VENCIMIENTO_MSG } from "@portal/domain/vencimiento";
import { licencia, piloto, poliza } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { addLicencia, addVehiculoChain, daysFromToday } from "../../../test/licencias";
import { createPiloto } from "../../../test/pilotos";
import { representanteBody } from "../../../test/representantes";

interface Item {
  tipo: string;
  id: number;
  fecha: string;
  dias_restantes: number;
  descripcion: string;
  ruta: string;
}

describe("GET /api/vencimientos", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const get = async (c: Carrier, query = "") => ctx.app.inject({ method: "GET", url: `/api/vencimientos${query}`, headers: c.headers });
  const items = async (c: Carrier, query = "") => (await get(c, query)).json().vencimientos as Item[];

  async function licenceEnding(c: Carrier, numero: string, days: number) {
    const l = await addLicencia(ctx, c, { numero });
    await ctx.app.db.update(licencia).set({ inicia: "2015-01-01", fin: daysFromToday(days) }).where(eq(licencia.id, l.id));
    return l;
  }

  it("lists what ends by today + 90 (Guatemala), expired ones first with negative days, soonest first", async () => {
    const c = await createCarrier(ctx);
    await licenceEnding(c, "HOY-1", 0);
    await licenceEnding(c, "MAS-90", 90);
    await licenceEnding(c, "MAS-91", 91);
    await licenceEnding(c, "AYER-1", -1);
    await licenceEnding(await createCarrier(ctx), "OTRO-1", 0);

    const res = await get(c);
    expect(res.statusCode).toBe(200);
    expect(res.json().vencimientos).toEqual([
      expect.objectContaining({ tipo: "licencia", descripcion: "Licencia AYER-1", fecha: daysFromToday(-1), dias_restantes: -1, ruta: "/licencia" }),
      expect.objectContaining({ descripcion: "Licencia HOY-1", fecha: daysFromToday(0), dias_restantes: 0 }),
      expect.objectContaining({ descripcion: "Licencia MAS-90", dias_restantes: 90 }),
    ]);
    expect((await items(c, "?dias=0")).map((i) => i.descripcion)).toEqual(["Licencia AYER-1", "Licencia HOY-1"]);
    expect((await items(c, "?dias=91")).map((i) => i.descripcion)).toContain("Licencia MAS-91");
  });

  it("gathers policies, pilots' licences, representatives' terms and QR codes of the caller only", async () => {
    const c = await createCarrier(ctx, "juridico");
    const { vehiculo } = await addVehiculoChain(ctx, c, { vehiculo: { poliza_fecha_fin: daysFromToday(30) } });
    const qr = await ctx.app.inject({ method: "POST", url: `/api/validar_registro_piloto/generar/${vehiculo.id}/vehiculo`, headers: c.headers });
    expect(qr.statusCode).toBe(201);
    const p = await createPiloto(ctx, c);
    await ctx.app.db.update(piloto).set({ licencia_vencimiento: daysFromToday(7) }).where(eq(piloto.id, p.id));
    const rep = await ctx.app.inject({ method: "POST", url: "/api/representante", headers: c.headers, payload: representanteBody(c, { plazo_vigenia: daysFromToday(60) }) });
    expect(rep.statusCode).toBe(201);
    const other = await createCarrier(ctx);
    await addVehiculoChain(ctx, other, { vehiculo: { poliza_fecha_fin: daysFromToday(5) } });

    const list = await items(c);
    expect(list.map((i) => [i.tipo, i.dias_restantes, i.ruta])).toEqual([
      ["licencia_piloto", 7, "/piloto"],
      ["poliza", 30, "/vehiculo"],
      ["qr", 30, "/validacionPiloto"],
      ["representante", 60, "/blank"],
    ]);
    expect(list[1]).toMatchObject({ descripcion: `Póliza POL-2024-001 del vehículo ${vehiculo.numero_placa}`, vehiculo_id: vehiculo.id });
  });

  it("pages by date with next_cursor", async () => {
    const c = await createCarrier(ctx);
    for (const d of [3, 1, 2]) await licenceEnding(c, `P-${d}`, d);
    const first = await get(c, "?limit=2");
    expect(first.json().vencimientos.map((i: Item) => i.descripcion)).toEqual(["Licencia P-1", "Licencia P-2"]);
    const second = await get(c, `?limit=2&cursor=${first.json().next_cursor}`);
    expect(second.json()).toMatchObject({ vencimientos: [expect.objectContaining({ descripcion: "Licencia P-3" })], next_cursor: null });
  });

  it("refuses days outside 0–366 with a Spanish message", async () => {
    const c = await createCarrier(ctx);
    for (const dias of ["-1", "367", "abc", "1.5"]) {
      const res = await get(c, `?dias=${dias}`);
      expect(res.statusCode, dias).toBe(422);
      expect(res.json().errors.dias).toEqual([VENCIMIENTO_MSG.dias]);
    }
    expect((await get(c, "?dias=366")).statusCode).toBe(200);
  });

  it("forgets a policy once it is renewed beyond the window", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo } = await addVehiculoChain(ctx, c, { vehiculo: { poliza_fecha_fin: daysFromToday(10) } });
    expect((await items(c)).map((i) => i.tipo)).toEqual(["poliza"]);
    await ctx.app.db.update(poliza).set({ fecha_fin: daysFromToday(400) }).where(eq(poliza.vehiculo_id, vehiculo.id));
    expect(await items(c)).toEqual([]);
  });

  it("answers 401 without a session", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/vencimientos" })).statusCode).toBe(401);
  });
});
