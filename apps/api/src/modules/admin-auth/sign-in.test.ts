import { and, asc, eq, isNull } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditoria, funcionario, funcionario_codigo_recuperacion, funcionario_sesion } from "../../db/schema/index";
import { createStaffLink } from "../../lib/staff-link";
import { buildTestApp, type TestContext } from "../../../test/app";
import { createStaff, staffHeaders } from "../../../test/staff";


/** The code an authenticator app shows now for this secret. */
const code = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });

describe("staff sign-in with TOTP (decision 150)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object) => ctx.app.inject({ method: "POST", url, payload });

  /** A staff member invited straight in the database, with the token of their one-time link. */
  async function invited(email: string) {
    const [row] = await ctx.app.db.insert(funcionario).values({ email, nombre: "Nuevo Revisor", rol: "revisor" }).returning({ id: funcionario.id });
    const { link } = await createStaffLink(ctx.app.db, ctx.config.PUBLIC_URL, row.id);
    return { id: row.id, token: new URL(link).searchParams.get("token")! };
  }

  it("sets the password from the link, enrols TOTP at the first sign-in, shows 10 recovery codes once, and opens the console", async () => {
    // Unique per run: the PostgreSQL test database keeps its rows.
    const tag = Date.now().toString(36);
    const email = `nuevo.revisor.${tag}@example.com`;
    const staff = await invited(email);
    expect((await post("/api/admin/authenticate", { email, password: "x" })).statusCode).toBe(401);

    const weak = await post("/api/admin/activar", { token: staff.token, password: "12345678", password_confirmation: "12345678" });
    expect(weak.statusCode).toBe(422);
    const set = await post("/api/admin/activar", { token: staff.token, password: "Revisor-2026-seguro", password_confirmation: "Revisor-2026-seguro" });
    expect(set.statusCode).toBe(200);
    const again = await post("/api/admin/activar", { token: staff.token, password: "Otra-clave-2026", password_confirmation: "Otra-clave-2026" });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toBeDefined();

    const wrong = await post("/api/admin/authenticate", { email: email.toUpperCase(), password: "no-es-esta" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Correo o contraseña incorrectos.");

    const step = await post("/api/admin/authenticate", { email: `Nuevo.Revisor.${tag}@Example.com`, password: "Revisor-2026-seguro" });
    expect(step.statusCode).toBe(200);
    const enrol = step.json();
    expect(enrol.paso).toBe("inscripcion");
    expect(enrol.secreto).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.otpauth_uri).toContain(`secret=${enrol.secreto}`);
    expect(enrol.qr).toMatch(/^data:image\/png;base64,/);

    const bad = await post("/api/admin/authenticate/codigo", { desafio: enrol.desafio, codigo: "000000" === code(enrol.secreto) ? "111111" : "000000" });
    expect(bad.statusCode).toBe(401);

    const firstCode = code(enrol.secreto);
    const ok = await post("/api/admin/authenticate/codigo", { desafio: enrol.desafio, codigo: firstCode });
    expect(ok.statusCode).toBe(200);
    const session = ok.json();
    expect(session.funcionario).toMatchObject({ email, rol: "revisor", activo: true });
    expect(session.codigos_recuperacion).toHaveLength(10);
    const me = await ctx.app.inject({ method: "GET", url: "/api/admin/yo", headers: staffHeaders(session.access_token) });
    expect(me.statusCode).toBe(200);

    // Stored hashed only.
    const stored = await ctx.app.db.select().from(funcionario_codigo_recuperacion).where(eq(funcionario_codigo_recuperacion.funcionario_id, staff.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.codigo_hash.startsWith("$argon2id$")).toBe(true);

    // The next sign-in asks for a code, not enrolment, and the same code is not accepted twice.
    const next = (await post("/api/admin/authenticate", { email, password: "Revisor-2026-seguro" })).json();
    expect(next).toEqual({ paso: "codigo", desafio: expect.any(String) });
    const replay = await post("/api/admin/authenticate/codigo", { desafio: next.desafio, codigo: firstCode });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/ya usado/);

    // A recovery code works once, typed in lower case without its dash.
    const recovery = session.codigos_recuperacion[0].replace("-", "").toLowerCase();
    const first = await post("/api/admin/authenticate/codigo", { desafio: next.desafio, codigo_recuperacion: recovery });
    expect(first.statusCode).toBe(200);
    expect(first.json().codigos_recuperacion).toBeUndefined();
    const second = await post("/api/admin/authenticate/codigo", { desafio: next.desafio, codigo_recuperacion: recovery });
    expect(second.statusCode).toBe(401);

    // The staff member's own acts are in the audit trail as theirs.
    const trail = await ctx.app.db
      .select({ actor_tipo: auditoria.actor_tipo, actor_id: auditoria.actor_id, campos: auditoria.campos })
      .from(auditoria)
      .where(and(eq(auditoria.entidad, "funcionario"), eq(auditoria.entidad_id, staff.id)))
      .orderBy(asc(auditoria.id));
    const password = trail.find((r) => "password_hash" in r.campos);
    expect(password).toMatchObject({ actor_tipo: "funcionario", actor_id: staff.id });
    expect(password!.campos.password_hash).toEqual({ antes: null, despues: null, protegido: true });
    // About 25 argon2 hashes and checks (password, ten recovery codes, a spent one against the other nine).
  }, 90_000);

  it("refuses a forged or carrier-signed challenge and a staff token used as a challenge", async () => {
    const staff = await createStaff(ctx, { rol: "admin" });
    for (const desafio of ["x.y.z", staff.token]) {
      const res = await post("/api/admin/authenticate/codigo", { desafio, codigo: code(staff.totpSecret) });
      expect(res.statusCode).toBe(401);
    }
  });

  it("refreshes a staff session, and signing out or deactivation ends it", async () => {
    const staff = await createStaff(ctx, { rol: "supervisor" });
    const refreshed = await post("/api/admin/refresh", { refresh_token: staff.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    const pair = refreshed.json();
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/yo", headers: staffHeaders(pair.access_token) })).statusCode).toBe(200);

    expect((await post("/api/admin/logout", { refresh_token: pair.refresh_token })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/yo", headers: staffHeaders(pair.access_token) })).statusCode).toBe(401);
    expect((await post("/api/admin/refresh", { refresh_token: pair.refresh_token })).statusCode).toBe(401);

    const other = await createStaff(ctx, { rol: "revisor" });
    await ctx.app.db.update(funcionario).set({ activo: false }).where(eq(funcionario.id, other.id));
    expect((await post("/api/admin/refresh", { refresh_token: other.refreshToken })).statusCode).toBe(401);
    const login = await post("/api/admin/authenticate", { email: other.email, password: other.password });
    expect(login.statusCode).toBe(403);
  });

  it("ends every session of a staff member when a spent refresh token comes back (it leaked)", async () => {
    const staff = await createStaff(ctx, { rol: "admin" });
    const elsewhere = await createStaff(ctx, { rol: "revisor" });
    const first = (await post("/api/admin/refresh", { refresh_token: staff.refreshToken })).json();
    const yo = (token: string) => ctx.app.inject({ method: "GET", url: "/api/admin/yo", headers: staffHeaders(token) });
    expect((await yo(first.access_token)).statusCode).toBe(200);

    // The copy of the spent token is presented: refused, and the live pair of that session ends with it.
    const replay = await post("/api/admin/refresh", { refresh_token: staff.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("Sesión inválida o expirada. Inicie sesión nuevamente.");
    expect((await yo(first.access_token)).statusCode).toBe(401);
    expect((await post("/api/admin/refresh", { refresh_token: first.refresh_token })).statusCode).toBe(401);
    const live = await ctx.app.db
      .select({ id: funcionario_sesion.id })
      .from(funcionario_sesion)
      .where(and(eq(funcionario_sesion.funcionario_id, staff.id), isNull(funcionario_sesion.revoked_at)));
    expect(live).toEqual([]);
    // Another staff member is untouched.
    expect((await yo(elsewhere.token)).statusCode).toBe(200);
  });
});
