import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Account, type Carrier, createCarrier } from "../../../test/carrier";
import { addMember } from "../../../test/members";
import { createPiloto } from "../../../test/pilotos";
import { createStaff, staffHeaders } from "../../../test/staff";
import { constancia, type ConstanciaResumen } from "../../db/schema/index";

/**
 * Lists that name no carrier read the acting carrier only (X-Actuar-Como, decision 231): a gestor who is
 * a member of two carriers sees, under each, exactly what that carrier's titular sees, never a mix;
 * switching the header switches the list; a carrier they do not belong to is 404.
 */
describe("lists scoped to the acting carrier", () => {
  let ctx: TestContext;
  let a: Carrier;
  let b: Carrier;
  let stranger: Carrier;
  let gestor: Account;
  const marker = { a: "PRIMERATRANSPORTISTA", b: "SEGUNDATRANSPORTISTA" };

  /** The lists of a carrier's own data that name no carrier in the path. */
  const LISTS = [
    { method: "GET", url: "/api/piloto" },
    { method: "GET", url: "/api/piloto?buscar=transportista" },
    { method: "GET", url: "/api/vencimientos?dias=366" },
    { method: "GET", url: "/api/pendientes" },
    { method: "GET", url: "/api/revision/resumen" },
    { method: "GET", url: "/api/buzon" },
    { method: "GET", url: "/api/buzon/resumen" },
  ] as const;

  const actingAs = (who: Account, personaId?: number) => ({ ...who.headers, ...(personaId === undefined ? {} : { "x-actuar-como": String(personaId) }) });

  beforeAll(async () => {
    ctx = await buildTestApp();
    a = await createCarrier(ctx);
    b = await createCarrier(ctx, "juridico");
    stranger = await createCarrier(ctx);
    gestor = await addMember(ctx, a.personaId, "editor");
    await addMember(ctx, b.personaId, "consulta", null, gestor);
    // Different data on each side: one pilot of A, two of B, each due within the year; a notice each.
    await createPiloto(ctx, a, { apellido: marker.a, administrasion_licencia: "2027-01-31" });
    for (let i = 0; i < 2; i++) await createPiloto(ctx, b, { apellido: marker.b, administrasion_licencia: "2027-02-28" });
    const revisor = await createStaff(ctx, { rol: "revisor" });
    for (const [c, asunto] of [
      [a, marker.a],
      [b, marker.b],
      [b, `${marker.b} 2`],
    ] as const) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/api/admin/transportistas/${c.personaId}/notificaciones`,
        headers: staffHeaders(revisor.token),
        payload: { tipo: "aviso", asunto, cuerpo: "Texto del aviso." },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  }, 60_000);
  afterAll(() => ctx?.close());

  it("shows the member, under each carrier, exactly what that carrier's titular sees", async () => {
    for (const list of LISTS) {
      for (const [titular, own, other] of [
        [a, marker.a, marker.b],
        [b, marker.b, marker.a],
      ] as const) {
        const mine = await ctx.app.inject({ method: list.method, url: list.url, headers: actingAs(gestor, titular.personaId) });
        const theirs = await ctx.app.inject({ method: list.method, url: list.url, headers: titular.headers });
        expect(mine.statusCode, `${list.url} ${mine.body}`).toBe(200);
        expect(mine.json(), list.url).toEqual(theirs.json());
        expect(mine.body, list.url).not.toContain(other);
        if (!list.url.includes("resumen")) expect(mine.body, list.url).toContain(own);
      }
    }
  });

  it("scopes the pilot lookup: the acting carrier's pilots in full, another carrier's only by an exact number", async () => {
    const pilotoB = (await ctx.app.inject({ method: "GET", url: "/api/piloto", headers: b.headers })).json().data[0].piloto as { cui: string };
    const underA = await ctx.app.inject({ method: "POST", url: "/api/piloto/buscar/cui", headers: actingAs(gestor, a.personaId), payload: { cui: pilotoB.cui } });
    expect(underA.statusCode, underA.body).toBe(200);
    expect(underA.json().data).toHaveLength(1);
    expect(underA.json().data[0]).toMatchObject({ own: false, cui: pilotoB.cui });
    expect(underA.json().data[0]).not.toHaveProperty("telefono");
    const underB = await ctx.app.inject({ method: "POST", url: "/api/piloto/buscar/cui", headers: actingAs(gestor, b.personaId), payload: { cui: pilotoB.cui } });
    expect(underB.json().data[0]).toMatchObject({ own: true, cui: pilotoB.cui });
  });

  it("issues the certificate of the acting carrier only", async () => {
    for (const c of [a, b]) {
      const res = await ctx.app.inject({ method: "GET", url: "/api/constancia", headers: actingAs(gestor, c.personaId) });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await ctx.app.db.select().from(constancia).where(eq(constancia.codigo, String(res.headers["x-constancia-codigo"])));
      expect(row.usuario_id).toBe(gestor.userId);
      const resumen = row.resumen as ConstanciaResumen;
      expect(resumen.transportistas.map((t) => t.nit)).toEqual([c.nit]);
      expect(resumen.pilotos).toBe(c === a ? 1 : 2);
    }
  });

  it("keeps one calendar feed per carrier: each with that carrier's due dates only", async () => {
    const feeds: string[] = [];
    for (const c of [a, b]) {
      const made = await ctx.app.inject({ method: "POST", url: "/api/calendario", headers: actingAs(gestor, c.personaId) });
      expect(made.statusCode, made.body).toBe(201);
      const state = await ctx.app.inject({ method: "GET", url: "/api/calendario", headers: actingAs(gestor, c.personaId) });
      expect(state.json().calendario.activo).toBe(true);
      feeds.push((await ctx.app.inject({ method: "GET", url: new URL(made.json().calendario.url as string).pathname })).body);
    }
    expect(feeds[0]).toContain(marker.a);
    expect(feeds[0]).not.toContain(marker.b);
    expect(feeds[1]).toContain(marker.b);
    expect(feeds[1]).not.toContain(marker.a);
    // Revoking under B leaves A's feed.
    expect((await ctx.app.inject({ method: "DELETE", url: "/api/calendario", headers: actingAs(gestor, b.personaId) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: "/api/calendario", headers: actingAs(gestor, b.personaId) })).json().calendario.activo).toBe(false);
    expect((await ctx.app.inject({ method: "GET", url: "/api/calendario", headers: actingAs(gestor, a.personaId) })).json().calendario.activo).toBe(true);
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await ctx.app.inject({ method, url: "/api/calendario", headers: actingAs(gestor, stranger.personaId) });
      expect(res.statusCode, `${method} /api/calendario`).toBe(404);
    }
  });

  it("answers 404 for a carrier the caller is not a member of, on every list", async () => {
    for (const list of [...LISTS, { method: "GET", url: "/api/constancia" }]) {
      for (const header of [String(stranger.personaId), "999999", "abc"]) {
        const res = await ctx.app.inject({ method: list.method, url: list.url, headers: { ...gestor.headers, "x-actuar-como": header } });
        expect(res.statusCode, `${list.url} as ${header}`).toBe(404);
        expect(res.body).not.toContain(marker.a);
      }
    }
    const lookup = await ctx.app.inject({ method: "POST", url: "/api/piloto/buscar/nit", headers: { ...gestor.headers, "x-actuar-como": String(stranger.personaId) }, payload: { nit: "1234567" } });
    expect(lookup.statusCode).toBe(404);
  });
});
