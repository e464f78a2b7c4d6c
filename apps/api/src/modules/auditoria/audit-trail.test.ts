import { createHash } from "node:crypto";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier, randomNit } from "../../../test/carrier";
import { addVehiculoChain, daysFromToday, tipoLicenciaId, vehicleCatalogues, vehiculoPayload } from "../../../test/licencias";
import { validAbogado } from "../../../test/abogados";
import { validMandato } from "../../../test/mandatos";
import { tinyPdf, tinyPng, toDataUrl } from "../../../test/pdf";
import { validPiloto } from "../../../test/pilotos";
import { representanteBody } from "../../../test/representantes";
import { randomIp, signUpAndLogin } from "../../../test/signup";
import { AUDITED_TABLES, AUTHORITY_AUDITED_TABLES, auditoria, licencia, vehiculo } from "../../db/schema/index";
import { recordAuditEvent } from "../../lib/record-audit-event";

const GEO = "14.634915,-90.506882,12";

describe("audit trail (decision 075)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const rowsOf = (entidad: string, entidadId: number) =>
    ctx.app.db.select().from(auditoria).where(and(eq(auditoria.entidad, entidad), eq(auditoria.entidad_id, entidadId))).orderBy(asc(auditoria.id));
  const lastId = async () => (await ctx.app.db.select({ id: sql<number>`coalesce(max(${auditoria.id}), 0)::int` }).from(auditoria))[0].id;
  const as = (c: Carrier, ip = "10.20.30.40") => ({ headers: { ...c.headers, "x-geo-position": GEO }, remoteAddress: ip });

  it("has its trigger on every carrier table, and no audited table holds file bytes", async () => {
    const { rows: triggers } = await ctx.app.db.execute<{ tabla: string }>(
      sql`select c.relname as tabla from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'auditoria' and not t.tgisinternal`,
    );
    expect(triggers.map((t) => t.tabla).sort()).toEqual([...AUDITED_TABLES, ...AUTHORITY_AUDITED_TABLES].sort());

    // A carrier table added later without the trigger fails here. Not carrier data: the trail itself and
    // its monthly partitions (decision 218), and the operators' review list of vehicles migration 0003
    // deactivated (decision 070), and each member's calendar feed, a secret address per account and carrier
    // (decision 235), which is the account's setting, not the carrier's data.
    const notCarrierData = ["auditoria", "vehiculo_desactivado_migracion", "calendario"];
    const { rows: owned } = await ctx.app.db.execute<{ tabla: string }>(
      sql`select table_name as tabla from information_schema.columns where table_schema = current_schema() and column_name = 'persona_id'
        and table_name not in (select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'auditoria'::regclass)`,
    );
    for (const { tabla } of owned) if (!notCarrierData.includes(tabla)) expect(AUDITED_TABLES).toContain(tabla);

    const { rows: bytea } = await ctx.app.db.execute<{ tabla: string }>(
      sql`select table_name as tabla from information_schema.columns where table_schema = current_schema() and data_type = 'bytea'`,
    );
    expect(bytea.map((b) => b.tabla)).toEqual(["archivo"]);
  });

  it("records create, update and delete of an e-mail with its fields, author, ip and GPS position", async () => {
    const c = await createCarrier(ctx);
    const created = await ctx.app.inject({ method: "POST", url: `/api/persona_email/${c.personaId}/persona`, ...as(c), payload: { email: "flota@example.com" } });
    expect(created.statusCode).toBe(201);
    const id = created.json().email.id as number;
    expect((await ctx.app.inject({ method: "PUT", url: `/api/persona_email/${id}`, ...as(c), payload: { notificar: true } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/persona_email/${id}`, ...as(c) })).statusCode).toBe(200);

    const rows = await rowsOf("persona_email", id);
    expect(rows.map((r) => r.accion)).toEqual(["crear", "modificar", "eliminar"]);
    for (const r of rows) {
      expect(r).toMatchObject({ usuario_id: c.userId, persona_id: c.personaId, actor_tipo: "usuario", actor_id: c.userId, ip: "10.20.30.40", geo: GEO });
    }
    expect(rows[0].campos).toMatchObject({ email: { antes: null, despues: "flota@example.com" }, persona_id: { antes: null, despues: c.personaId } });
    // Only what changed: the flag, not the untouched e-mail or the timestamps.
    expect(rows[1].campos).toEqual({ notificar: { antes: false, despues: true } });
    expect(rows[2].campos).toMatchObject({ email: { antes: "flota@example.com", despues: null }, notificar: { antes: true, despues: null } });
  });

  it("records a plate change with the plate before and after", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, c, { vehiculo: { numero_placa: "C123BCD".slice(1) } });
    const nueva = `${String(Date.now() % 1000).padStart(3, "0")}XYZ`;
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/vehiculo/${v.id}`,
      ...as(c),
      payload: vehiculoPayload(await vehicleCatalogues(ctx), { nit: c.nit, numero_placa: nueva, poliza_documento: undefined }),
    });
    expect(res.statusCode).toBe(200);
    const change = (await rowsOf("vehiculo", v.id)).find((r) => r.accion === "modificar");
    expect(change?.campos.numero_placa).toEqual({ antes: v.numero_placa, despues: nueva });
    expect(change).toMatchObject({ actor_tipo: "usuario", actor_id: c.userId, usuario_id: c.userId });
  });

  it("records an uploaded document's file as its SHA-256, never its bytes", async () => {
    const c = await createCarrier(ctx);
    const pdf = tinyPdf("auditoria");
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/natural_documento/${c.naturalId}/natural`,
      ...as(c),
      payload: { documento: toDataUrl(pdf), tipo_documento_id: 1, activo: true },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await rowsOf("documento", res.json().documento.id);
    expect(row).toMatchObject({ accion: "crear", actor_id: c.userId, usuario_id: c.userId });
    expect(row.campos.archivo_sha256).toEqual({ antes: null, despues: createHash("sha256").update(pdf).digest("hex") });
    expect(row.campos).not.toHaveProperty("archivo_id");
    expect(JSON.stringify(row)).not.toContain(pdf.toString("base64").slice(0, 40));
  });

  it("records QR generation (its key protected) and revocation", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, c);
    const gen = await ctx.app.inject({ method: "GET", url: `/api/validar_registro_piloto/generar/${v.id}/vehiculo`, ...as(c) });
    expect(gen.statusCode).toBe(201);
    const qr = gen.json().validar as { id: number; codigo: string; llave: string };
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/validar_registro_piloto/${qr.id}`, ...as(c) })).statusCode).toBe(200);

    const [crear, revocar] = await rowsOf("validar_registro_piloto", qr.id);
    expect(crear).toMatchObject({ accion: "crear", actor_id: c.userId, usuario_id: c.userId });
    expect(crear.campos.codigo).toEqual({ antes: null, despues: qr.codigo });
    expect(crear.campos.llave).toEqual({ antes: null, despues: null, protegido: true });
    expect(JSON.stringify(crear)).not.toContain(qr.llave);
    expect(revocar).toMatchObject({ accion: "modificar", actor_id: c.userId });
    expect(revocar.campos.revocado_at).toEqual({ antes: null, despues: expect.any(String) });
  });

  it("records sign-up and logins, failed ones with the NIT typed, never a password", async () => {
    const account = await signUpAndLogin(ctx);
    const [signup] = await rowsOf("usuario", account.userId);
    expect(signup).toMatchObject({ accion: "crear", usuario_id: account.userId, actor_tipo: null });
    expect(signup.campos.password_hash).toEqual({ antes: null, despues: null, protegido: true });

    const ip = randomIp();
    const wrong = "Equivocada-12345!";
    const bad = await ctx.app.inject({ method: "POST", url: "/api/authenticate", remoteAddress: ip, payload: { nit: account.nit, password: wrong } });
    expect(bad.statusCode).toBe(401);
    const unknownNit = randomNit();
    await ctx.app.inject({ method: "POST", url: "/api/authenticate", remoteAddress: ip, payload: { nit: unknownNit, password: wrong } });

    const events = (await rowsOf("usuario", account.userId)).filter((r) => r.accion !== "crear");
    expect(events.map((r) => r.accion)).toEqual(["iniciar_sesion", "sesion_fallida"]);
    expect(events[0]).toMatchObject({ actor_tipo: "usuario", actor_id: account.userId, detalle: { nit: account.nit } });
    expect(events[1]).toMatchObject({ actor_tipo: null, actor_id: null, usuario_id: account.userId, ip, detalle: { nit: account.nit } });
    const [stranger] = await ctx.app.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, "sesion_fallida"), sql`${auditoria.detalle} ->> 'nit' = ${unknownNit}`));
    expect(stranger).toMatchObject({ usuario_id: null, ip });
    const all = JSON.stringify(await ctx.app.db.select().from(auditoria).where(eq(auditoria.usuario_id, account.userId)));
    expect(all).not.toContain(account.password);
    expect(all).not.toContain(wrong);
  });

  it("keeps whatever was typed as evidence, made storable: no NUL, no lone surrogate, 64 characters at most", async () => {
    const marker = `${Date.now()}`;
    await recordAuditEvent(ctx.app.db, { accion: "sesion_fallida", usuario_id: null, detalle: { nit: `${marker}\ud800\u0000${"9".repeat(100)}` } });
    const [row] = await ctx.app.db
      .select()
      .from(auditoria)
      .where(sql`${auditoria.detalle} ->> 'nit' like ${`${marker}%`}`);
    expect(row.detalle?.nit).toBe(`${marker}\ufffd${"9".repeat(64 - marker.length - 1)}`);
  });

  it("writes in the transaction of the change: a change that fails leaves no audit row", async () => {
    const c = await createCarrier(ctx);
    const { vehiculo: v } = await addVehiculoChain(ctx, c);
    const mark = await lastId();
    // The plate is updated, then the policy file is refused (415): the whole change rolls back.
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/vehiculo/${v.id}`,
      ...as(c),
      payload: vehiculoPayload(await vehicleCatalogues(ctx), { nit: c.nit, numero_placa: "999ZZZ", poliza_documento: toDataUrl(tinyPng) }),
    });
    expect(res.statusCode).toBe(415);
    expect((await ctx.app.db.select().from(vehiculo).where(eq(vehiculo.id, v.id)))[0].numero_placa).toBe(v.numero_placa);
    expect(await ctx.app.db.select().from(auditoria).where(and(gt(auditoria.id, mark), eq(auditoria.usuario_id, c.userId)))).toEqual([]);

    let insertedId = 0;
    const tipo = await tipoLicenciaId(ctx);
    await expect(
      ctx.app.db.transaction(async (tx) => {
        const [l] = await tx
          .insert(licencia)
          .values({ persona_id: c.personaId, numero: "LIC-ROLLBACK", inicia: daysFromToday(-1), fin: daysFromToday(1), tipo_licencia_id: tipo })
          .returning();
        insertedId = l.id;
        throw new Error("falla después de escribir");
      }),
    ).rejects.toThrow("falla después de escribir");
    expect(insertedId).toBeGreaterThan(0);
    expect(await rowsOf("licencia", insertedId)).toEqual([]);
  });


  it("records every module's writes with the caller as author", async () => {
    const c = await createCarrier(ctx);
    const company = await createCarrier(ctx, "juridico");
    const mark = await lastId();
    const call = async (who: Carrier, method: "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
      const res = await ctx.app.inject({ method, url: `/api${url}`, ...as(who), payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json() as Record<string, { id: number }>;
    };
    const { mandato } = await call(c, "POST", `/mandato/${c.personaId}/persona`, validMandato());
    await call(c, "PUT", `/mandato/${mandato.id}`, validMandato({ notario: "LIC. ANA RUIZ" }));
    await call(c, "DELETE", `/mandato/${mandato.id}`);
    const { abogado_auxiliar } = await call(c, "POST", `/abogado_auxiliar/${c.personaId}/persona`, validAbogado());
    await call(c, "DELETE", `/abogado_auxiliar/${abogado_auxiliar.id}`);
    const piloto = (await call(c, "POST", "/piloto", validPiloto())).piloto as unknown as { id: number; cui: string; nit: string };
    await call(c, "PUT", `/piloto/${piloto.id}`, validPiloto({ cui: piloto.cui, nit: piloto.nit, direccion: "ZONA 1" }));
    const { emergencia } = await call(c, "POST", `/piloto_emergencia/${piloto.id}/piloto`, { nombre: "ANA", direccion: "ZONA 18", telefono: "55667788" });
    await call(c, "DELETE", `/piloto_emergencia/${emergencia.id}`);
    await call(c, "DELETE", `/piloto/${piloto.id}`);
    const { licencia: l } = await call(c, "POST", `/licencia/${c.personaId}/persona`, {
      numero: "LIC-AUD-1",
      inicia: daysFromToday(-1),
      fin: daysFromToday(300),
      tipo_licencia_id: await tipoLicenciaId(ctx),
    });
    const { tarjeta_operacion } = await call(c, "POST", `/tarjeta_operacion/${l.id}/licencia`, { numero: "T-99887" });
    await call(c, "DELETE", `/tarjeta_operacion/${tarjeta_operacion.id}`);
    await call(c, "DELETE", `/licencia/${l.id}`);
    const { representante } = await call(company, "POST", "/representante", representanteBody(company));
    await call(company, "PUT", `/representante/${representante.id}`, representanteBody(company, { folio: "121" }));
    await call(company, "DELETE", `/representante/${representante.id}`);

    const rows = await ctx.app.db.select().from(auditoria).where(gt(auditoria.id, mark)).orderBy(asc(auditoria.id));
    const mine = rows.filter((r) => r.usuario_id === c.userId || r.usuario_id === company.userId);
    for (const r of mine) {
      expect(r, `${r.accion} ${r.entidad} ${r.entidad_id}`).toMatchObject({ actor_tipo: "usuario", actor_id: r.usuario_id, ip: "10.20.30.40", geo: GEO });
    }
    const seen = new Set(mine.map((r) => `${r.entidad}:${r.accion}`));
    for (const entidad of ["mandato", "piloto", "representante"]) for (const accion of ["crear", "modificar", "eliminar"]) expect(seen).toContain(`${entidad}:${accion}`);
    for (const entidad of ["abogado_auxiliar", "piloto_emergencia", "licencia", "tarjeta_operacion"]) for (const accion of ["crear", "eliminar"]) expect(seen).toContain(`${entidad}:${accion}`);
  });

  it("records a change made outside any request, with no author", async () => {
    const c = await createCarrier(ctx);
    const [row] = await rowsOf("persona", c.personaId);
    expect(row).toMatchObject({ accion: "crear", usuario_id: c.userId, actor_tipo: null, actor_id: null, ip: null });
  });
});
