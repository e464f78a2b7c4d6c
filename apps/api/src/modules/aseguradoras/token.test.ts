import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { createCarrier } from "../../../test/carrier";
import { basicAuth, createInsurerClient, type InsurerClient, insurerToken } from "../../../test/insurers";
import { createStaff, staffHeaders } from "../../../test/staff";

const TOKEN_URL = "/api/aseguradoras/oauth/token";
const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe("insurers' token endpoint and guard", () => {
  let ctx: TestContext;
  let client: InsurerClient;
  beforeAll(async () => {
    ctx = await buildTestApp();
    client = await createInsurerClient(ctx);
  });
  afterAll(() => ctx.close());

  const token = (headers: Record<string, string>, payload: string) => ctx.app.inject({ method: "POST", url: TOKEN_URL, headers: { ...FORM, ...headers }, payload });
  const list = (authorization: string) => ctx.app.inject({ method: "GET", url: "/api/aseguradoras/v1/polizas", headers: { authorization } });

  it("issues a 10-minute token with the reporting scope by client_secret_basic and by client_secret_post", async () => {
    const basic = await token({ authorization: basicAuth(client.clientId, client.secret) }, "grant_type=client_credentials");
    expect(basic.statusCode).toBe(200);
    expect(basic.headers["cache-control"]).toBe("no-store");
    expect(basic.json()).toMatchObject({ token_type: "Bearer", expires_in: 600, scope: "polizas:reportar" });
    const post = await token({}, new URLSearchParams({ grant_type: "client_credentials", client_id: client.clientId, client_secret: client.secret, scope: "polizas:reportar" }).toString());
    expect(post.statusCode).toBe(200);
    expect((await list(`Bearer ${post.json().access_token}`)).statusCode).toBe(200);
  });

  it("refuses a wrong secret and an unknown client alike (invalid_client), a wrong grant and an unknown scope", async () => {
    const wrong = await token({ authorization: basicAuth(client.clientId, `${client.secret}x`) }, "grant_type=client_credentials");
    const unknown = await token({ authorization: basicAuth("aseg_0000000000000000", client.secret) }, "grant_type=client_credentials");
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: "invalid_client" });
      expect(res.headers["www-authenticate"]).toContain("Basic");
    }
    expect(wrong.json()).toEqual(unknown.json());
    const grant = await token({ authorization: basicAuth(client.clientId, client.secret) }, "grant_type=password");
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error).toBe("unsupported_grant_type");
    const scope = await token({ authorization: basicAuth(client.clientId, client.secret) }, "grant_type=client_credentials&scope=polizas:borrar");
    expect(scope.statusCode).toBe(400);
    expect(scope.json().error).toBe("invalid_scope");
    expect((await token({}, "grant_type=client_credentials")).statusCode).toBe(401);
  });

  it("refuses an expired token, a token without the scope, and carrier and staff tokens on the insurers' API", async () => {
    const expired = ctx.app.jwt.sign({ sub: client.clientId, aud: "portal-aseguradoras", cid: client.id, aid: 1, scope: "polizas:reportar" }, { expiresIn: -10 });
    expect((await list(`Bearer ${expired}`)).statusCode).toBe(401);
    const noScope = ctx.app.jwt.sign({ sub: client.clientId, aud: "portal-aseguradoras", cid: client.id, aid: 1, scope: "otra" });
    const res = await list(`Bearer ${noScope}`);
    expect(res.statusCode).toBe(403);
    expect(res.headers["www-authenticate"]).toContain('error="insufficient_scope"');
    const carrier = await createCarrier(ctx);
    expect((await list(carrier.headers.authorization)).statusCode).toBe(401);
    const staff = await createStaff(ctx, { rol: "admin" });
    expect((await list(staffHeaders(staff.token).authorization)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/aseguradoras/v1/polizas" })).statusCode).toBe(401);
  });

  it("an insurer token opens nothing else: carrier and console routes answer 401", async () => {
    const authorization = `Bearer ${await insurerToken(ctx, client)}`;
    expect((await ctx.app.inject({ method: "GET", url: "/api/vencimientos", headers: { authorization } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/persona", headers: { authorization } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/aseguradoras/clientes", headers: { authorization } })).statusCode).toBe(401);
  });

  it("a revoked client gets no token and its live token stops at once; a rotated secret keeps the old one for a day", async () => {
    const other = await createInsurerClient(ctx);
    const live = `Bearer ${await insurerToken(ctx, other)}`;
    const admin = await createStaff(ctx, { rol: "admin" });
    const rotated = await ctx.app.inject({ method: "POST", url: `/api/admin/aseguradoras/clientes/${other.id}/rotar`, headers: staffHeaders(admin.token) });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().client_secret as string;
    expect(fresh).not.toBe(other.secret);
    await insurerToken(ctx, other);
    await insurerToken(ctx, { ...other, secret: fresh });
    const revoked = await ctx.app.inject({ method: "POST", url: `/api/admin/aseguradoras/clientes/${other.id}/revocar`, headers: staffHeaders(admin.token) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().cliente.revocado_at).not.toBeNull();
    expect((await list(live)).statusCode).toBe(401);
    const after = await token({ authorization: basicAuth(other.clientId, fresh) }, "grant_type=client_credentials");
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe("invalid_client");
    const again = await ctx.app.inject({ method: "POST", url: `/api/admin/aseguradoras/clientes/${other.id}/revocar`, headers: staffHeaders(admin.token) });
    expect(again.statusCode).toBe(409);
  });

  it("the console lists clients with their last use and never a secret; a revisor may not manage them", async () => {
    const admin = await createStaff(ctx, { rol: "admin" });
    const res = await ctx.app.inject({ method: "GET", url: "/api/admin/aseguradoras/clientes", headers: staffHeaders(admin.token) });
    expect(res.statusCode).toBe(200);
    const mine = res.json().clientes.find((c: { id: number }) => c.id === client.id);
    expect(mine).toMatchObject({ client_id: client.clientId, aseguradora: { id: 1, nombre: "Seguros G&T, S.A." }, revocado_at: null });
    expect(mine.ultimo_uso_at).not.toBeNull();
    expect(res.body).not.toContain(client.secret);
    const revisor = await createStaff(ctx, { rol: "revisor" });
    const denied = await ctx.app.inject({ method: "POST", url: "/api/admin/aseguradoras/clientes", headers: staffHeaders(revisor.token), payload: { aseguradora_id: 1 } });
    expect(denied.statusCode).toBe(403);
  });

  it("limits each client to 120 requests a minute (429 with Retry-After), without touching another client", async () => {
    const busy = await createInsurerClient(ctx);
    const quiet = await createInsurerClient(ctx);
    const busyAuth = `Bearer ${await insurerToken(ctx, busy)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await list(busyAuth)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await list(busyAuth);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await list(`Bearer ${await insurerToken(ctx, quiet)}`)).statusCode).toBe(200);
  });
});
