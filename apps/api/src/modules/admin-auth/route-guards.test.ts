import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { createCarrier } from "../../../test/carrier";
import { operationName, operationsOf } from "../../../test/fuzz/operations";
import { createStaff, staffHeaders } from "../../../test/staff";

/** The console routes that answer without a console session: the sign-in steps. Any other /api/admin/* route needs one. */
const PUBLIC_CONSOLE = ["POST /api/admin/authenticate", "POST /api/admin/authenticate/codigo", "POST /api/admin/refresh", "POST /api/admin/logout", "POST /api/admin/activar"];

/** Every operation the app registered (its OpenAPI document), path parameters filled with 1. */
const urlOf = (path: string) => path.replace(/\{\w+\}/g, "1");

describe("carrier and staff tokens never cross (decision 150)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it("answers 401 to a carrier's token on every /api/admin/* route, before reading the request", async () => {
    const carrier = await createCarrier(ctx);
    const admin = operationsOf(ctx.app.swagger()).filter((op) => op.path.startsWith("/api/admin/"));
    expect(admin.length).toBeGreaterThan(PUBLIC_CONSOLE.length);
    const guarded = admin.filter((op) => !PUBLIC_CONSOLE.includes(operationName(op)));
    for (const op of guarded) {
      const res = await ctx.app.inject({ method: op.method, url: urlOf(op.path), headers: carrier.headers, payload: op.method === "GET" ? undefined : {} });
      expect(res.statusCode, operationName(op)).toBe(401);
    }
    // The public ones are exactly the listed ones.
    expect(admin.filter((op) => PUBLIC_CONSOLE.includes(operationName(op))).map(operationName).sort()).toEqual([...PUBLIC_CONSOLE].sort());
  });

  it("treats a staff token on the carriers' routes like no token at all", async () => {
    const staff = await createStaff(ctx, { rol: "admin" });
    const carrierOps = operationsOf(ctx.app.swagger()).filter((op) => !op.path.startsWith("/api/admin/") && op.authenticated);
    expect(carrierOps.length).toBeGreaterThan(20);
    for (const op of carrierOps) {
      const res = await ctx.app.inject({ method: op.method, url: urlOf(op.path), headers: staffHeaders(staff.token), payload: op.method === "GET" ? undefined : {} });
      expect(res.statusCode, operationName(op)).toBe(401);
    }
  });
});
