import { randomBytes, randomInt } from "node:crypto";
import { BUSQUEDA_MSG } from "@portal/domain/admin-transportista";
import { MSG } from "@portal/domain/messages";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier, randomCui } from "../../../test/carrier";
import { addTarjeta, addVehiculoChain, randomPlaca } from "../../../test/licencias";
import { createPiloto } from "../../../test/pilotos";
import { createStaff, staffHeaders } from "../../../test/staff";
import { juridico, natural } from "../../db/schema/index";

describe("GET /api/admin/transportistas (search)", () => {
  let ctx: TestContext;
  let revisor: { authorization: string };
  let persona: Carrier;
  let empresa: Carrier;
  // A word no other test file's carrier holds, so the answers are this file's carriers only.
  const tag = `z${randomBytes(4).toString("hex").replace(/\d/g, "q")}`;
  const placa = randomPlaca();
  const licencia = `LIC-${randomBytes(3).toString("hex").toUpperCase()}`;
  const tarjeta = `T-${randomInt(10000, 100000)}`;
  const cuiPiloto = randomCui();
  const cuiPropio = randomCui();

  beforeAll(async () => {
    ctx = await buildTestApp();
    revisor = staffHeaders((await createStaff(ctx, { rol: "revisor" })).token);
    persona = await createCarrier(ctx);
    empresa = await createCarrier(ctx, "juridico");
    await ctx.app.db.update(natural).set({ nombre: "MARÍA JOSÉ", apellido: `ÁLVAREZ ${tag.toUpperCase()}`, cui: cuiPropio }).where(eq(natural.id, persona.naturalId!));
    await ctx.app.db.update(juridico).set({ empresa: `Transportes Ñandú ${tag}, S.A.` }).where(eq(juridico.id, empresa.juridicoId!));
    await addVehiculoChain(ctx, empresa, { licencia: { numero: licencia }, vehiculo: { numero_placa: placa } });
    const { licencia: lic } = await addVehiculoChain(ctx, persona, { vehiculo: { numero_placa: randomPlaca() } });
    await addTarjeta(ctx, persona, lic.id, tarjeta);
    await createPiloto(ctx, persona, { cui: cuiPiloto });
  });
  afterAll(() => ctx.close());

  const search = (q: string, extra = "", headers: Record<string, string> = revisor) =>
    ctx.app.inject({ method: "GET", url: `/api/admin/transportistas?q=${encodeURIComponent(q)}${extra}`, headers });
  const hits = async (q: string) => {
    const res = await search(q);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().transportistas as Array<{ usuario_id: number; nombre: string; coincidencias: Array<{ campo: string; valor: string }> }>;
  };

  it.each([
    ["the NIT", () => persona.nit, () => persona, "nit"],
    ["the NIT with a hyphen before its check digit", () => `${persona.nit.slice(0, -1)}-${persona.nit.slice(-1)}`, () => persona, "nit"],
    ["the start of the name, without accents or capitals", () => "maria jose", () => persona, "nombre"],
    ["a whole word of the surname anywhere", () => tag, () => persona, "nombre"],
    ["the start of the surname, accents typed", () => "Álvarez", () => persona, "nombre"],
    ["the start of the company name", () => "TRANSPORTES NANDU", () => empresa, "nombre"],
    ["the plate, in small letters", () => placa.toLowerCase(), () => empresa, "placa"],
    ["the licence number", () => licencia, () => empresa, "licencia"],
    ["the card number, in small letters", () => tarjeta.toLowerCase(), () => persona, "tarjeta"],
    ["a pilot's CUI", () => cuiPiloto, () => persona, "cui_piloto"],
    ["its own CUI (DPI)", () => cuiPropio, () => persona, "cui"],
    ["the start of its own CUI, typed with spaces as printed on the DPI", () => `${cuiPropio.slice(0, 4)} ${cuiPropio.slice(4, 9)}`, () => persona, "cui"],
  ])("finds the carrier by %s and says which field matched", async (_label, q, carrier, campo) => {
    const found = (await hits(q())).find((h) => h.usuario_id === carrier().userId);
    expect(found?.coincidencias.map((c) => c.campo)).toContain(campo);
  });

  it("reads the carrier's CUI on its index, not the whole table (20,000 carriers nationwide)", async () => {
    await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ "QUERY PLAN": string }>(sql`explain select persona_id from "natural" n where n.cui like ${`${cuiPropio}%`}`);
      expect(rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("natural_cui_busqueda_idx");
    });
  });

  it("answers the carrier's NIT, name and kind with each hit", async () => {
    const [hit] = (await hits(tag)).filter((h) => h.usuario_id === empresa.userId);
    expect(hit).toMatchObject({ nit: empresa.nit, nombre: `Transportes Ñandú ${tag}, S.A.`, tipo: "juridica", total_coincidencias: 1 });
  });

  it("answers an empty page when nothing matches", async () => {
    const res = await search("qqqzzzxxxwww");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ transportistas: [], next_cursor: null });
  });

  it("pages a search with a stable cursor", async () => {
    const first = await search(tag, "&limit=1");
    expect(first.json().transportistas).toHaveLength(1);
    const cursor = first.json().next_cursor as string;
    expect(first.headers.link).toContain(`q=${tag}`);
    const second = await search(tag, `&limit=1&cursor=${cursor}`);
    expect(second.json().next_cursor).toBeNull();
    const ids = [first, second].map((r) => r.json().transportistas[0].usuario_id);
    expect(new Set(ids)).toEqual(new Set([persona.userId, empresa.userId]));
    // The same page again reads the same rows.
    expect((await search(tag, `&limit=1&cursor=${cursor}`)).json()).toEqual(second.json());
  });

  it.each([
    ["too short", "ab", BUSQUEDA_MSG.q],
    ["too long", "x".repeat(61), BUSQUEDA_MSG.q],
    ["only spaces", "     ", BUSQUEDA_MSG.q],
    ["with control characters", "abc\u0007def", MSG.controlCharacters],
  ])("refuses a search %s with 422 in Spanish", async (_label, q, message) => {
    const res = await search(q);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.q).toContain(message);
  });

  it("treats % and _ as letters, not wildcards", async () => {
    expect(await hits("%%%")).toEqual([]);
    expect(await hits("___")).toEqual([]);
  });

  it("refuses a carrier's token and no token with 401", async () => {
    expect((await search(tag, "", persona.headers)).statusCode).toBe(401);
    expect((await search(tag, "", {})).statusCode).toBe(401);
  });
});
