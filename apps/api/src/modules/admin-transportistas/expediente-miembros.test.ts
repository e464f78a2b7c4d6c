import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { createCarrier } from "../../../test/carrier";
import { addMember } from "../../../test/members";
import { createStaff, staffHeaders } from "../../../test/staff";

describe("GET /api/admin/transportistas/{usuarioId}/miembros", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it("lists the carrier's members with roles and end dates, and its pending invitations; carriers' tokens get 401", async () => {
    const c = await createCarrier(ctx);
    const gestor = await addMember(ctx, c.personaId, "editor", "2099-01-31");
    const inv = await ctx.app.inject({ method: "POST", url: `/api/persona/${c.personaId}/invitaciones`, headers: c.headers, payload: { nit: "576937-K", email: "p@example.gt", nombre: "PEDRO", rol: "consulta" } });
    expect(inv.statusCode).toBe(201);
    const headers = staffHeaders((await createStaff(ctx, { rol: "revisor" })).token);
    const res = await ctx.app.inject({ method: "GET", url: `/api/admin/transportistas/${c.userId}/miembros`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.miembros.map((m: { rol: string; nit: string; vence: string | null }) => [m.rol, m.nit, m.vence])).toEqual([
      ["titular", c.nit, null],
      ["editor", gestor.nit, "2099-01-31"],
    ]);
    expect(body.invitaciones).toMatchObject([{ email: "p@example.gt", nombre: "PEDRO", rol: "consulta" }]);
    expect((await ctx.app.inject({ method: "GET", url: `/api/admin/transportistas/${c.userId}/miembros`, headers: c.headers })).statusCode).toBe(401);
  });
});
