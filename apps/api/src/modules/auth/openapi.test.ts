import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";

describe("accounts in the OpenAPI document", () => {
  let ctx: TestContext;
  let paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown; security?: unknown }>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    paths = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths;
  });
  afterAll(() => ctx.close());

  it.each([
    ["/api/usuario", "post", ["201", "409", "422", "429"]],
    ["/api/authenticate", "post", ["200", "401", "422", "429"]],
    ["/api/refresh", "post", ["200", "401", "422"]],
    ["/api/logout", "post", ["200", "422"]],
    ["/api/usuario/password", "post", ["200", "401", "422"]],
    ["/api/password/email/nit", "post", ["200", "422", "429"]],
    ["/api/password/reset", "post", ["200", "422", "429"]],
    ["/api/captcha/challenge", "get", ["200", "404"]],
    ["/api/captcha/config", "get", ["200"]],
  ])("documents %s %s with its answers", (path, method, statuses) => {
    const op = paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(statuses));
  });

  it("documents the sign-up body with the bot-check field", () => {
    const schema = JSON.stringify(paths["/api/usuario"].post.requestBody);
    for (const field of ["nit", "email", "password", "g-recaptcha-response"]) expect(schema).toContain(`"${field}"`);
  });

  it("marks the password change as needing a bearer token", () => {
    expect(paths["/api/usuario/password"].post.security).toEqual([{ bearerAuth: [] }]);
  });
});
