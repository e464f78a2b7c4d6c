import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditoria, funcionario, funcionario_codigo_recuperacion } from "../../db/schema/index";
import { openPglite } from "../../db/client";
import { buildTestApp, type TestContext } from "../../../test/app";
import { mailsTo } from "../../../test/outbox";
import { createStaff, type Staff, staffHeaders } from "../../../test/staff";
import { LAST_ADMIN } from "./update-funcionario";

describe("staff management (admins)", () => {
  let ctx: TestContext;
  let admin: Staff;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await createStaff(ctx, { rol: "admin", nombre: "Ana Admin" });
  });
  afterAll(() => ctx.close());

  const as = (staff: Staff, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: staffHeaders(staff.token) });

  it("invites a staff member: created without a password, the link mailed, recorded as the admin's act", async () => {
    // Unique per run: the PostgreSQL test database keeps its rows.
    const email = `luis.revisor.${Date.now().toString(36)}@example.com`;
    const res = await as(admin, "POST", "/api/admin/funcionarios", { email: ` ${email.replace("luis.revisor", "Luis.Revisor")} `, nombre: "Luis Revisor", rol: "revisor" });
    expect(res.statusCode).toBe(201);
    const { funcionario: created } = res.json();
    expect(created).toMatchObject({ email, nombre: "Luis Revisor", rol: "revisor", activo: true });

    const [mail] = mailsTo(ctx, email);
    expect(mail).toMatch(/\/admin\/activar\?token=[\w-]{43}/);
    const [row] = await ctx.app.db.select().from(funcionario).where(eq(funcionario.id, created.id));
    expect(row.password_hash).toBeNull();

    const [trail] = await ctx.app.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, "funcionario"), eq(auditoria.entidad_id, created.id), eq(auditoria.accion, "crear")));
    expect(trail).toMatchObject({ actor_tipo: "funcionario", actor_id: admin.id });

    const again = await as(admin, "POST", "/api/admin/funcionarios", { email, nombre: "Otro", rol: "admin" });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.email[0]).toBe("Ya existe un funcionario con ese correo electrónico.");
    const bad = await as(admin, "POST", "/api/admin/funcionarios", { email: "no-es-correo", nombre: "", rol: "jefe" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "nombre", "rol"]);
  });

  it("lists staff a page at a time", async () => {
    await createStaff(ctx, { rol: "supervisor" });
    const first = await as(admin, "GET", "/api/admin/funcionarios?limit=1");
    expect(first.statusCode).toBe(200);
    expect(first.json().funcionarios).toHaveLength(1);
    expect(first.headers.link).toContain("rel=\"next\"");
    const second = await as(admin, "GET", `/api/admin/funcionarios?limit=1&cursor=${first.json().next_cursor}`);
    expect(second.json().funcionarios[0].id).toBeGreaterThan(first.json().funcionarios[0].id);
    for (const f of second.json().funcionarios) expect(Object.keys(f).sort()).toEqual(["activo", "email", "id", "invitacion_pendiente", "nombre", "rol"]);
  });

  it("shows an invitation nobody answered as pending, and resends it: a new link, the first one void", async () => {
    const email = `pendiente.${Date.now().toString(36)}@example.com`;
    const created = (await as(admin, "POST", "/api/admin/funcionarios", { email, nombre: "Pedro Pendiente", rol: "revisor" })).json().funcionario;
    expect(created).toMatchObject({ activo: true, invitacion_pendiente: true });
    const listed = async () => {
      let cursor = "";
      for (;;) {
        const page = (await as(admin, "GET", `/api/admin/funcionarios?limit=100${cursor}`)).json();
        const found = page.funcionarios.find((f: { id: number }) => f.id === created.id);
        if (found || !page.next_cursor) return found;
        cursor = `&cursor=${page.next_cursor}`;
      }
    };
    expect(await listed()).toMatchObject({ invitacion_pendiente: true });
    // Someone who chose a password is not pending.
    expect((await as(admin, "GET", "/api/admin/yo")).json()).toMatchObject({ id: admin.id, invitacion_pendiente: false });

    const firstToken = /\/admin\/activar\?token=([\w-]{43})/.exec(mailsTo(ctx, email)[0])?.[1];
    const resent = await as(admin, "POST", `/api/admin/funcionarios/${created.id}/restablecer`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().funcionario).toMatchObject({ invitacion_pendiente: true });
    const mails = mailsTo(ctx, email);
    expect(mails).toHaveLength(2);
    // The invitation again, not a "your access was reset" mail to someone who never had access.
    expect(mails[1]).toContain("Se le dio acceso");
    expect(mails[1]).not.toContain("restableció");
    const activate = (token: string | undefined) =>
      ctx.app.inject({ method: "POST", url: "/api/admin/activar", payload: { token, password: "Pedro-clave-2026", password_confirmation: "Pedro-clave-2026" } });
    expect((await activate(firstToken)).statusCode).not.toBe(200);
    expect((await activate(/\/admin\/activar\?token=([\w-]{43})/.exec(mails[1])?.[1])).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ invitacion_pendiente: false });
  });

  it("changes a role, and the new role applies to the staff member's next request", async () => {
    const staff = await createStaff(ctx, { rol: "revisor" });
    expect((await as(staff, "GET", "/api/admin/funcionarios")).statusCode).toBe(403);
    const res = await as(admin, "PATCH", `/api/admin/funcionarios/${staff.id}`, { rol: "admin" });
    expect(res.statusCode).toBe(200);
    expect(res.json().funcionario.rol).toBe("admin");
    expect((await as(staff, "GET", "/api/admin/funcionarios")).statusCode).toBe(200);
    const [trail] = await ctx.app.db
      .select({ actor_id: auditoria.actor_id, campos: auditoria.campos })
      .from(auditoria)
      .where(and(eq(auditoria.entidad, "funcionario"), eq(auditoria.entidad_id, staff.id)))
      .orderBy(desc(auditoria.id))
      .limit(1);
    expect(trail).toEqual({ actor_id: admin.id, campos: { rol: { antes: "revisor", despues: "admin" } } });
  });

  it("deactivation refuses the staff member's token at once; reactivation lets them sign in again", async () => {
    const staff = await createStaff(ctx, { rol: "supervisor" });
    expect((await as(staff, "GET", "/api/admin/yo")).statusCode).toBe(200);
    const off = await as(admin, "PATCH", `/api/admin/funcionarios/${staff.id}`, { activo: false });
    expect(off.statusCode).toBe(200);
    expect((await as(staff, "GET", "/api/admin/yo")).statusCode).toBe(401);
    const on = await as(admin, "PATCH", `/api/admin/funcionarios/${staff.id}`, { activo: true });
    expect(on.json().funcionario.activo).toBe(true);
    // The old session stays ended: they sign in again.
    expect((await as(staff, "GET", "/api/admin/yo")).statusCode).toBe(401);
    const login = await ctx.app.inject({ method: "POST", url: "/api/admin/authenticate", payload: { email: staff.email, password: staff.password } });
    expect(login.json().paso).toBe("codigo");
  });

  it("resets a staff member's access: password, TOTP and recovery codes gone, sessions ended, a new link mailed", async () => {
    const staff = await createStaff(ctx, { rol: "revisor", nombre: "Rita Revisora" });
    const signIn = (password: string) => ctx.app.inject({ method: "POST", url: "/api/admin/authenticate", payload: { email: staff.email, password } });
    expect((await signIn(staff.password)).json().paso).toBe("codigo");
    // Only admins reset: the revisor may not reset the admin.
    const byRevisor = await as(staff, "POST", `/api/admin/funcionarios/${admin.id}/restablecer`);
    expect(byRevisor.statusCode).toBe(403);

    const res = await as(admin, "POST", `/api/admin/funcionarios/${staff.id}/restablecer`);
    expect(res.statusCode).toBe(200);
    expect(res.json().funcionario).toMatchObject({ id: staff.id, activo: true, rol: "revisor" });
    expect((await as(staff, "GET", "/api/admin/yo")).statusCode).toBe(401);
    expect((await signIn(staff.password)).statusCode).toBe(401);
    const [row] = await ctx.app.db.select().from(funcionario).where(eq(funcionario.id, staff.id));
    expect(row).toMatchObject({ password_hash: null, totp_secret: null, totp_confirmado_en: null });
    expect(await ctx.app.db.select().from(funcionario_codigo_recuperacion).where(eq(funcionario_codigo_recuperacion.funcionario_id, staff.id))).toEqual([]);

    // The mailed link sets a new password, and the next sign-in enrols TOTP again.
    const [mail] = mailsTo(ctx, staff.email);
    expect(mail).toContain("restableció su acceso");
    const token = /\/admin\/activar\?token=([\w-]{43})/.exec(mail)?.[1];
    const set = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/activar",
      payload: { token, password: "Rita-nueva-2026", password_confirmation: "Rita-nueva-2026" },
    });
    expect(set.statusCode).toBe(200);
    expect((await signIn("Rita-nueva-2026")).json().paso).toBe("inscripcion");

    const [trail] = await ctx.app.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, "funcionario"), eq(auditoria.entidad_id, staff.id), eq(auditoria.accion, "modificar"), eq(auditoria.actor_id, admin.id)))
      .orderBy(desc(auditoria.id))
      .limit(1);
    expect(trail).toMatchObject({ actor_tipo: "funcionario" });
    expect(trail.campos).toMatchObject({ totp_secret: { protegido: true } });
  });

  it("refuses to reset an unknown (404) or a deactivated staff member (409, nothing changed)", async () => {
    expect((await as(admin, "POST", "/api/admin/funcionarios/999999999/restablecer")).statusCode).toBe(404);
    const staff = await createStaff(ctx, { rol: "revisor" });
    await as(admin, "PATCH", `/api/admin/funcionarios/${staff.id}`, { activo: false });
    const res = await as(admin, "POST", `/api/admin/funcionarios/${staff.id}/restablecer`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Reactive al funcionario antes de restablecer su acceso.");
    const [row] = await ctx.app.db.select().from(funcionario).where(eq(funcionario.id, staff.id));
    expect(row.password_hash).not.toBeNull();
    expect(mailsTo(ctx, staff.email)).toEqual([]);
  });

  it("never leaves the console without an active admin (409, nothing changed)", async () => {
    // It counts every admin of the database: on the shared PostgreSQL test database, a database of its own.
    const own = process.env.TEST_DATABASE_URL ? await buildTestApp({}, { database: await openPglite() }) : undefined;
    const c = own ?? ctx;
    try {
      const only = await createStaff(c, { rol: "admin" });
      const others = await c.app.db.select({ id: funcionario.id }).from(funcionario).where(and(eq(funcionario.rol, "admin"), eq(funcionario.activo, true)));
      for (const o of others) if (o.id !== only.id) await c.app.db.update(funcionario).set({ rol: "revisor" }).where(eq(funcionario.id, o.id));
      const patch = (who: Staff, id: number, body: object) => c.app.inject({ method: "PATCH", url: `/api/admin/funcionarios/${id}`, payload: body, headers: staffHeaders(who.token) });

      for (const body of [{ rol: "supervisor" }, { activo: false }]) {
        const res = await patch(only, only.id, body);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(LAST_ADMIN);
      }
      const [row] = await c.app.db.select({ rol: funcionario.rol, activo: funcionario.activo }).from(funcionario).where(eq(funcionario.id, only.id));
      expect(row).toEqual({ rol: "admin", activo: true });

      // With a second admin, the first may step down; then the second is the last one.
      const second = await createStaff(c, { rol: "admin" });
      expect((await patch(only, only.id, { rol: "supervisor" })).statusCode).toBe(200);
      expect((await patch(second, second.id, { activo: false })).statusCode).toBe(409);
      for (const o of others) await c.app.db.update(funcionario).set({ rol: "admin" }).where(eq(funcionario.id, o.id));
    } finally {
      await own?.close();
    }
    // Migrating that database takes a while on PostgreSQL runs.
  }, 120_000);

  it("answers 404 for an unknown staff member and 422 for an empty change", async () => {
    expect((await as(admin, "PATCH", "/api/admin/funcionarios/999999", { rol: "revisor" })).statusCode).toBe(404);
    expect((await as(admin, "PATCH", `/api/admin/funcionarios/${admin.id}`, {})).statusCode).toBe(422);
  });

  it("role × route: only admins manage staff; every role reads itself", async () => {
    const target = await createStaff(ctx, { rol: "revisor" });
    const routes = [
      { method: "GET" as const, url: "/api/admin/funcionarios" },
      { method: "POST" as const, url: "/api/admin/funcionarios", payload: { email: `x${Date.now()}@example.com`, nombre: "X", rol: "revisor" } },
      { method: "PATCH" as const, url: `/api/admin/funcionarios/${target.id}`, payload: { rol: "supervisor" } },
    ];
    for (const rol of ["revisor", "supervisor"] as const) {
      const staff = await createStaff(ctx, { rol });
      expect((await as(staff, "GET", "/api/admin/yo")).json().rol).toBe(rol);
      for (const r of routes) {
        const res = await as(staff, r.method, r.url, r.payload);
        expect(res.statusCode, `${rol} ${r.method} ${r.url}`).toBe(403);
        expect(res.json().message).toBe("No tiene permiso para esta acción.");
      }
    }
    const [row] = await ctx.app.db.select({ rol: funcionario.rol }).from(funcionario).where(eq(funcionario.id, target.id));
    expect(row.rol).toBe("revisor");
    for (const r of routes) expect((await as(admin, r.method, r.url, r.payload)).statusCode, `admin ${r.method} ${r.url}`).toBeLessThan(300);
  });
});
