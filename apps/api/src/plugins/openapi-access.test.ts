import { ROLES, type Rol } from "@portal/domain/staff";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../test/app";
import { operationName } from "../../test/fuzz/operations";
import { createStaff, type Staff, staffHeaders } from "../../test/staff";
import { FORBIDDEN_MESSAGE } from "./staff-auth";

interface DocOperation {
  security?: Array<Record<string, string[]>>;
  description?: string;
  responses?: Record<string, unknown>;
  "x-rol-minimo"?: Rol;
}

interface Op extends DocOperation {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
}

/** Path parameters filled with the largest id there can be: no row has it, so nothing is changed. */
const urlOf = (path: string) => path.replace(/\{\w+\}/g, "2147483647");

/**
 * The API document tells the truth about who may call what: read from the document itself, every
 * operation is called without a token and with each staff role's token, and what it answers is compared
 * with what it declares.
 */
describe("the OpenAPI document's security and roles", () => {
  let ctx: TestContext;
  let ops: Op[];
  const staff = {} as Record<Rol, Staff>;

  beforeAll(async () => {
    ctx = await buildTestApp();
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, DocOperation>> };
    ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ ...op, method: method.toUpperCase() as Op["method"], path })),
    );
    for (const rol of ROLES) staff[rol] = await createStaff(ctx, { rol });
  });
  afterAll(() => ctx.close());

  const call = (op: Op, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: op.method, url: urlOf(op.path), headers, payload: op.method === "GET" || op.method === "DELETE" ? undefined : {} });
  const schemes = (op: Op) => (op.security ?? []).flatMap((s) => Object.keys(s));

  it("declares a security scheme on every operation that answers 401 without a token, and on no other", async () => {
    const api = ops.filter((op) => op.path.startsWith("/api/") && !op.path.startsWith("/api/docs"));
    expect(api.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    let protectedOps = 0;
    for (const op of api) {
      const res = await call(op);
      const declared = schemes(op);
      if (res.statusCode === 401) protectedOps++;
      if ((res.statusCode === 401) !== declared.length > 0) wrong.push(`${operationName(op)}: ${res.statusCode}, declara [${declared.join(", ")}]`);
      else if (declared.length > 0) expect(op.responses, operationName(op)).toHaveProperty("401");
    }
    expect(wrong).toEqual([]);
    expect(protectedOps).toBeGreaterThan(80);
    // Each kind of token on its own routes: the console's on /api/admin/*, the insurers' on /api/aseguradoras/v1/*, the carrier's everywhere else.
    for (const op of api.filter((o) => schemes(o).length > 0)) {
      expect(schemes(op), operationName(op)).toEqual([
        op.path.startsWith("/api/admin/") ? "staffBearerAuth" : op.path.startsWith("/api/aseguradoras/v1/") ? "insurerOAuth" : "bearerAuth",
      ]);
    }
  });

  it("states the lowest role of every console operation, and the guard lets in exactly that role and those above it", async () => {
    const consoleOps = ops.filter((op) => schemes(op).includes("staffBearerAuth"));
    expect(consoleOps.length).toBeGreaterThan(15);
    const declared = new Set<Rol>();
    for (const op of consoleOps) {
      const rolMinimo = op["x-rol-minimo"]!;
      expect(ROLES, operationName(op)).toContain(rolMinimo);
      expect(op.description, operationName(op)).toMatch(/Rol mínimo: \w+/);
      declared.add(rolMinimo);
      for (const rol of ROLES) {
        const res = await call(op, staffHeaders(staff[rol].token));
        const allowed = ROLES.indexOf(rol) >= ROLES.indexOf(rolMinimo);
        if (allowed) expect([401, 403], `${operationName(op)} como ${rol}: ${res.body}`).not.toContain(res.statusCode);
        else expect({ op: operationName(op), rol, status: res.statusCode, body: res.json() }).toEqual({ op: operationName(op), rol, status: 403, body: { message: FORBIDDEN_MESSAGE } });
      }
      if (rolMinimo !== "revisor") expect(op.responses, operationName(op)).toHaveProperty("403");
    }
    // The three levels are all in use, so the comparison above covered each.
    expect([...declared].sort()).toEqual([...ROLES].sort());
  });

  it("refuses at start a role guard that is not a role and every role above it", () => {
    expect(() => ctx.app.requireStaffRole("revisor", "admin")).toThrow(/rolesFrom/);
    expect(() => ctx.app.requireStaffRole()).toThrow(/rolesFrom/);
    expect(() => ctx.app.requireStaffRole("supervisor", "admin")).not.toThrow();
  });

  it("checks the role before the body: a revisor posting an invalid form to an admin-only route gets 403, not its field messages", async () => {
    const invite = { method: "POST" as const, url: "/api/admin/funcionarios", payload: { email: "no es un correo", rol: "jefe" } };
    const asRevisor = await ctx.app.inject({ ...invite, headers: staffHeaders(staff.revisor.token) });
    expect(asRevisor.statusCode).toBe(403);
    expect(asRevisor.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    // A body that is not even JSON: still the role's answer, since the body is never read.
    const garbled = await ctx.app.inject({ ...invite, payload: "{no json", headers: { ...staffHeaders(staff.supervisor.token), "content-type": "application/json" } });
    expect(garbled.statusCode).toBe(403);
    // The admin gets the field messages.
    const asAdmin = await ctx.app.inject({ ...invite, headers: staffHeaders(staff.admin.token) });
    expect(asAdmin.statusCode).toBe(422);
    expect(Object.keys(asAdmin.json().errors ?? {})).toEqual(expect.arrayContaining(["email"]));
  });
});
