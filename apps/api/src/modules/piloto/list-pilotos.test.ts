import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { PAGE_MSG } from "@portal/domain/pagination";
import { expectPagedList } from "../../../test/pages";
import { createPiloto } from "../../../test/pilotos";

describe("GET /api/piloto", () => {
  let ctx: TestContext;
  let carrier: Carrier;
  let other: Carrier;

  beforeAll(async () => {
    ctx = await buildTestApp();
    carrier = await createCarrier(ctx);
    other = await createCarrier(ctx, "juridico");
  });
  afterAll(() => ctx.close());

  it("lists only the caller's pilots, each as { piloto }", async () => {
    const mine = await createPiloto(ctx, carrier, { adminision_licencia: "2026-12-01", administrasion_licencia: undefined });
    const theirs = await createPiloto(ctx, other);
    const res = await ctx.app.inject({ method: "GET", url: "/api/piloto", headers: carrier.headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual([{ piloto: expect.objectContaining({ id: mine.id, persona_id: carrier.personaId }) }]);
    expect(data[0].piloto).toMatchObject({
      edad: expect.any(Number),
      estado_civil: { id: 2, nombre: "Casado(a)" },
      administrasion_licencia: "2026-12-01",
      adminision_licencia: "2026-12-01",
    });
    expect(JSON.stringify(data)).not.toContain(theirs.cui);
  });

  it("answers an empty list for a carrier without pilots", async () => {
    const fresh = await createCarrier(ctx);
    const res = await ctx.app.inject({ method: "GET", url: "/api/piloto", headers: fresh.headers });
    expect(res.json()).toEqual({ data: [], next_cursor: null });
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/piloto" })).statusCode).toBe(401);
  });

  describe("pages and search (decision 095)", () => {
    let owner: Carrier;
    let pilotos: Array<{ id: number; nit: string; cui: string }>;
    beforeAll(async () => {
      owner = await createCarrier(ctx);
      pilotos = [];
      for (const [nombre, apellido] of [["ANA", "PÉREZ"], ["LUIS", "GÓMEZ"], ["ANA LUCÍA", "MÉNDEZ"], ["PEDRO", "PÉREZ"]]) {
        pilotos.push(await createPiloto(ctx, owner, { nombre, apellido }));
        await createPiloto(ctx, other, { nombre, apellido });
      }
    });
    const search = async (buscar: string) => {
      const res = await ctx.app.inject({ method: "GET", url: `/api/piloto?buscar=${encodeURIComponent(buscar)}`, headers: owner.headers });
      expect(res.statusCode, buscar).toBe(200);
      return (res.json().data as Array<{ piloto: { id: number } }>).map((r) => r.piloto.id);
    };

    it("pages the caller's pilots only", async () => {
      const ids = pilotos.map((p) => p.id);
      await expectPagedList(ctx, owner, {
        url: "/api/piloto",
        key: "data",
        ids,
        idOf: (r: { piloto: { id: number } }) => r.piloto.id,
        addBetween: async () => (await createPiloto(ctx, owner, { nombre: "ZOE", apellido: "ZETA" })).id,
      });
    });

    it("searches by a part of the name, any case, or the start of the NIT or CUI, only among the caller's pilots", async () => {
      const [ana, luis, anaLucia, pedro] = pilotos;
      expect(await search("pérez")).toEqual([ana.id, pedro.id]);
      expect(await search("ana")).toEqual([ana.id, anaLucia.id]);
      expect(await search("  Lucía   méndez ")).toEqual([anaLucia.id]);
      expect(await search(luis.cui.slice(0, 9))).toContain(luis.id);
      expect(await search(luis.cui)).toEqual([luis.id]);
      expect(await search(pedro.nit)).toEqual([pedro.id]);
      expect(await search("NADIE")).toEqual([]);
      expect(await search("")).toHaveLength(pilotos.length + 1);
      // The Link of a search keeps it.
      const res = await ctx.app.inject({ method: "GET", url: "/api/piloto?buscar=p%C3%A9rez&limit=1", headers: owner.headers });
      expect(res.headers.link).toBe(`</api/piloto?limit=1&cursor=${res.json().next_cursor}&buscar=p%C3%A9rez>; rel="next"`);
    });

    it("refuses LIKE wildcards and over-long text with 422 on buscar", async () => {
      for (const buscar of ["%", "_", "a\\b", "x".repeat(61), "<b>"]) {
        const res = await ctx.app.inject({ method: "GET", url: `/api/piloto?buscar=${encodeURIComponent(buscar)}`, headers: owner.headers });
        expect(res.statusCode, buscar).toBe(422);
        expect(res.json().errors.buscar).toEqual([PAGE_MSG.buscar]);
      }
    });
  });
});
