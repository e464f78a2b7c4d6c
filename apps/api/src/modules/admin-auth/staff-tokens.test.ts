import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { funcionario } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { createCarrier } from "../../../test/carrier";
import { createStaff, staffHeaders } from "../../../test/staff";

describe("staff access tokens", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("opens the console to a staff token and names the staff member and role", async () => {
    const staff = await createStaff(ctx, { rol: "supervisor", nombre: "Ana López" });
    const res = await ctx.app.inject({ method: "GET", url: "/api/admin/yo", headers: staffHeaders(staff.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ invitacion_pendiente: false, id: staff.id, email: staff.email, nombre: "Ana López", rol: "supervisor", activo: true });
  });

  it("refuses a carrier token on the console and a staff token on the carrier's routes", async () => {
    const carrier = await createCarrier(ctx);
    const staff = await createStaff(ctx, { rol: "admin" });
    const asCarrier = await ctx.app.inject({ method: "GET", url: "/api/admin/yo", headers: carrier.headers });
    expect(asCarrier.statusCode).toBe(401);
    const asStaff = await ctx.app.inject({ method: "GET", url: "/api/persona", headers: staffHeaders(staff.token) });
    expect(asStaff.statusCode).toBe(401);
    // The carrier's own token still works: the guard is unchanged for them.
    expect((await ctx.app.inject({ method: "GET", url: "/api/persona", headers: carrier.headers })).statusCode).toBe(200);
  });

  it("refuses a deactivated staff member's token on the next request", async () => {
    const staff = await createStaff(ctx, { rol: "revisor" });
    await ctx.app.db.update(funcionario).set({ activo: false }).where(eq(funcionario.id, staff.id));
    const res = await ctx.app.inject({ method: "GET", url: "/api/admin/yo", headers: staffHeaders(staff.token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Sesión inválida o expirada. Inicie sesión nuevamente.");
  });
});
