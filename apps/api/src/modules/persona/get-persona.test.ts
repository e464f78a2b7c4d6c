import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { createAccount, createCarrier } from "../../../test/carrier";
import { expectPagedList } from "../../../test/pages";
import { persona } from "../../db/schema/index";

describe("GET /api/persona and /api/persona/{id}", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("lists only the caller's persons under data", async () => {
    const first = await createCarrier(ctx, "juridico");
    await createCarrier(ctx, "natural");
    const res = await ctx.app.inject({ method: "GET", url: "/api/persona", headers: first.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [{ id: first.personaId, usuario_id: first.userId, juridico_completo: true }], next_cursor: null });
  });

  it("answers an empty list to an account without a profile", async () => {
    const account = await createAccount(ctx);
    const res = await ctx.app.inject({ method: "GET", url: "/api/persona", headers: account.headers });
    expect(res.json()).toEqual({ data: [], next_cursor: null });
  });

  it("pages the list (decision 095), never with another account's persons", async () => {
    const c = await createCarrier(ctx, "natural");
    await createCarrier(ctx, "natural");
    // An account holds one persona through the API; more rows straight in the database exercise the pages.
    const [{ id: _id, ...row }] = await ctx.app.db.select().from(persona).where(eq(persona.id, c.personaId));
    const more = await ctx.app.db.insert(persona).values([row, row, row]).returning({ id: persona.id });
    await expectPagedList(ctx, c, { url: "/api/persona", key: "data", ids: [c.personaId, ...more.map((p) => p.id)] });
  });

  it("answers persona, jurdico and natural for the caller's persona", async () => {
    const juridica = await createCarrier(ctx, "juridico");
    const res = await ctx.app.inject({ method: "GET", url: `/api/persona/${juridica.personaId}`, headers: juridica.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.persona).toMatchObject({ id: juridica.personaId, nit: juridica.nit, juridico_completo: true });
    expect(body.jurdico).toEqual([expect.objectContaining({ id: juridica.juridicoId, empresa: "TRANSPORTES EJEMPLO, S.A." })]);
    expect(body.natural).toEqual([]);

    const individual = await createCarrier(ctx, "natural");
    const res2 = await ctx.app.inject({ method: "GET", url: `/api/persona/${individual.personaId}`, headers: individual.headers });
    expect(res2.json().natural).toEqual([expect.objectContaining({ id: individual.naturalId, fecha_nacimiento: "1985-04-12" })]);
    expect(res2.json().jurdico).toEqual([]);
  });

  it("answers 404 to another carrier and to a missing id alike", async () => {
    const owner = await createCarrier(ctx);
    const intruder = await createCarrier(ctx);
    const foreign = await ctx.app.inject({ method: "GET", url: `/api/persona/${owner.personaId}`, headers: intruder.headers });
    const missing = await ctx.app.inject({ method: "GET", url: "/api/persona/99999999", headers: intruder.headers });
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });

  it("answers 422 to a non-numeric id", async () => {
    const owner = await createCarrier(ctx);
    const res = await ctx.app.inject({ method: "GET", url: "/api/persona/abc", headers: owner.headers });
    expect(res.statusCode).toBe(422);
  });

  it("answers 401 without, with a forged, and with an expired token", async () => {
    const owner = await createCarrier(ctx);
    expect((await ctx.app.inject({ method: "GET", url: "/api/persona" })).statusCode).toBe(401);
    const [h, p] = owner.token.split(".");
    const forged = `${h}.${p}.${Buffer.from("firma-falsa").toString("base64url")}`;
    const res = await ctx.app.inject({ method: "GET", url: "/api/persona", headers: { authorization: `Bearer ${forged}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/Sesión inválida/);
    const { sid } = ctx.app.jwt.decode<{ sid: number }>(owner.token)!;
    const expired = ctx.app.jwt.sign({ sub: String(owner.userId), nit: owner.nit, sid }, { expiresIn: -10 });
    const res2 = await ctx.app.inject({ method: "GET", url: "/api/persona", headers: { authorization: `Bearer ${expired}` } });
    expect(res2.statusCode).toBe(401);
  });
});
