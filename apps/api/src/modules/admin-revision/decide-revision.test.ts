import { REVISION_MSG, TIPOS_REVISION, type TipoRevision } from "@portal/domain/revision";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditoria, color, decision_revision, juridico, marca_vehiculo, licencia, mandato, abogado_auxiliar, piloto, poliza, representante, tarjeta_operacion, vehiculo, persona_email } from "../../db/schema/index";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { mailsTo } from "../../../test/outbox";
import { carrierWithEveryKind, uploadJuridicoDocumento } from "../../../test/review";
import { createStaff, type Staff, staffHeaders } from "../../../test/staff";

describe("POST /api/admin/revision/{tipo}/{id}", () => {
  let ctx: TestContext;
  let revisor: Staff;
  let every: Awaited<ReturnType<typeof carrierWithEveryKind>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    revisor = await createStaff(ctx, { rol: "revisor" });
    every = await carrierWithEveryKind(ctx);
  });
  afterAll(() => ctx.close());

  const decide = (tipo: string, id: number, payload: Record<string, unknown>, headers = staffHeaders(revisor.token)) =>
    ctx.app.inject({ method: "POST", url: `/api/admin/revision/${tipo}/${id}`, headers, payload });

  it("approves every kind of record, records the decision, and audits it as the staff member", async () => {
    const { carrier, ids } = every;
    for (const tipo of TIPOS_REVISION) {
      const res = await decide(tipo, ids[tipo], { estado: "aprobado" });
      expect(res.statusCode, `${tipo}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ tipo, id: ids[tipo], estado: "aprobado", motivo: null, transportista: { nit: carrier.nit } });
    }
    const decisions = await ctx.app.db.select().from(decision_revision).where(eq(decision_revision.usuario_id, carrier.userId));
    expect(decisions.map((d) => d.tipo).sort()).toEqual([...TIPOS_REVISION].sort());
    expect(decisions.every((d) => d.funcionario_id === revisor.id && d.estado === "aprobado")).toBe(true);
    const [audited] = await ctx.app.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, "licencia"), eq(auditoria.entidad_id, ids.licencia), eq(auditoria.actor_tipo, "funcionario")));
    expect(audited).toMatchObject({ actor_id: revisor.id, usuario_id: carrier.userId, accion: "modificar" });
    expect(audited.campos.estado_revision).toMatchObject({ antes: "pendiente", despues: "aprobado" });
  });

  it("refuses a rejection without a motivo with a Spanish 422 and changes nothing", async () => {
    const carrier = await createCarrier(ctx, "juridico");
    for (const motivo of [undefined, "", "   "]) {
      const res = await decide("persona", carrier.personaId, { estado: "rechazado", motivo });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.motivo).toEqual([REVISION_MSG.motivoRequerido]);
    }
    const [row] = await ctx.app.db.select().from(juridico).where(eq(juridico.persona_id, carrier.personaId));
    expect(row.estado_revision).toBe("pendiente");
    expect(await ctx.app.db.select().from(decision_revision).where(eq(decision_revision.usuario_id, carrier.userId))).toEqual([]);
  });

  it("alerts of a rejection the e-mails marked notificar and the members who may edit, without the reason, which the carrier reads in its box", async () => {
    const carrier = await createCarrier(ctx, "juridico");
    // Lower case as the outbox is searched: a NIT may end in "K".
    const nit = carrier.nit.toLowerCase();
    await ctx.app.db.insert(persona_email).values([
      { persona_id: carrier.personaId, email: `aviso-${nit}@example.com`, notificar: true },
      { persona_id: carrier.personaId, email: `otro-${nit}@example.com`, notificar: false },
    ]);
    const docId = await uploadJuridicoDocumento(ctx, carrier);
    const res = await decide("documento", docId, { estado: "rechazado", motivo: "El PDF está ilegible." });
    expect(res.statusCode).toBe(200);
    const mails = mailsTo(ctx, `aviso-${carrier.nit.toLowerCase()}@example.com`);
    expect(mails).toHaveLength(1);
    // The same content-free alert as any notice: neither the reason nor the record, only the link to the box.
    expect(mails[0]).toContain("Tiene_una_notificación");
    expect(mails[0]).toContain("le envió una notificación a su buzón electrónico del portal");
    expect(mails[0]).toContain(`${ctx.config.PUBLIC_URL}/buzon`);
    for (const leak of ["ilegible", "El PDF est", "Corrección requerida", "/persona"]) expect(mails[0]).not.toContain(leak);
    expect(mailsTo(ctx, `otro-${carrier.nit.toLowerCase()}@example.com`)).toEqual([]);
    // The titular's own account is a member who may edit (issue 21): it gets the same alert, once.
    const titular = mailsTo(ctx, `${carrier.nit.toLowerCase()}@example.com`);
    expect(titular).toHaveLength(1);
    expect(titular[0]).toContain(`${ctx.config.PUBLIC_URL}/buzon`);
    expect(titular[0]).not.toContain("ilegible");
    // The reason is served in the box, as a notice about the record.
    const box = await ctx.app.inject({ method: "GET", url: "/api/buzon", headers: carrier.headers });
    const [notice] = box.json().notificaciones;
    expect(notice).toMatchObject({ origen: "rechazo", registro_tipo: "documento", registro_id: docId });
    const opened = await ctx.app.inject({ method: "GET", url: `/api/buzon/${notice.id}`, headers: carrier.headers });
    expect(opened.json().notificacion.cuerpo).toContain("Motivo: El PDF está ilegible.");
  });

  it("mails the account's e-mail when none is marked notificar, and nothing on approval", async () => {
    const carrier = await createCarrier(ctx, "juridico");
    const account = `${carrier.nit.toLowerCase()}@example.com`;
    expect((await decide("persona", carrier.personaId, { estado: "aprobado" })).statusCode).toBe(200);
    expect(mailsTo(ctx, account)).toEqual([]);
    expect((await decide("persona", carrier.personaId, { estado: "rechazado", motivo: "Falta el expediente." })).statusCode).toBe(200);
    expect(mailsTo(ctx, account)).toHaveLength(1);
  });

  it("approving an approved record, or rejecting again for the same reason, answers 409 and writes nothing", async () => {
    const carrier = await createCarrier(ctx, "juridico");
    const account = `${carrier.nit.toLowerCase()}@example.com`;
    const rows = async () => ({
      decisiones: await ctx.app.db.select().from(decision_revision).where(eq(decision_revision.usuario_id, carrier.userId)),
      auditoria: await ctx.app.db.select().from(auditoria).where(and(eq(auditoria.usuario_id, carrier.userId), eq(auditoria.actor_tipo, "funcionario"))),
      juridico: (await ctx.app.db.select().from(juridico).where(eq(juridico.persona_id, carrier.personaId)))[0],
    });
    expect((await decide("persona", carrier.personaId, { estado: "aprobado" })).statusCode).toBe(200);
    const approved = await rows();
    expect(approved.decisiones).toHaveLength(1);
    expect(approved.auditoria).toHaveLength(1);
    const again = await decide("persona", carrier.personaId, { estado: "aprobado", motivo: "Otra nota." });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVISION_MSG.yaAprobado);
    expect(await rows()).toEqual(approved);

    expect((await decide("persona", carrier.personaId, { estado: "rechazado", motivo: "Falta el expediente." })).statusCode).toBe(200);
    const rejected = await rows();
    const sameReason = await decide("persona", carrier.personaId, { estado: "rechazado", motivo: "  Falta el expediente. " });
    expect(sameReason.statusCode).toBe(409);
    expect(sameReason.json().message).toBe(REVISION_MSG.yaRechazado);
    expect(await rows()).toEqual(rejected);
    expect(mailsTo(ctx, account)).toHaveLength(1);
    // Another reason is another decision, and the carrier is told the new one.
    expect((await decide("persona", carrier.personaId, { estado: "rechazado", motivo: "El NIT no coincide." })).statusCode).toBe(200);
    expect((await rows()).decisiones).toHaveLength(3);
    expect(mailsTo(ctx, account)).toHaveLength(2);
  });

  it("of two identical approvals sent at once, only one is recorded", async () => {
    const carrier = await createCarrier(ctx, "juridico");
    const answers = await Promise.all([1, 2].map(() => decide("persona", carrier.personaId, { estado: "aprobado" })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await ctx.app.db.select().from(decision_revision).where(eq(decision_revision.usuario_id, carrier.userId))).toHaveLength(1);
  });

  it("answers 404 for an unknown id or kind, 401 to a carrier token, 403 to no role", async () => {
    const carrier = await createCarrier(ctx);
    expect((await decide("licencia", 2_000_000_000, { estado: "aprobado" })).statusCode).toBe(404);
    expect((await decide("tarjeta", carrier.personaId + 1_000_000, { estado: "aprobado" })).statusCode).toBe(404);
    const get = await ctx.app.inject({ method: "GET", url: "/api/admin/revision/licencia/2000000000", headers: staffHeaders(revisor.token) });
    expect(get.statusCode).toBe(404);
    expect((await decide("poliza", 1, { estado: "aprobado" })).statusCode).toBe(422);
    for (const [method, url] of [
      ["GET", "/api/admin/revision"],
      ["GET", `/api/admin/revision/persona/${carrier.personaId}`],
      ["POST", `/api/admin/revision/persona/${carrier.personaId}`],
      ["GET", "/api/admin/documentos/1/pdf"],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: carrier.headers, payload: method === "POST" ? { estado: "aprobado" } : undefined });
      expect(res.statusCode, url).toBe(401);
    }
    const [n] = await ctx.app.db.select().from(decision_revision).where(eq(decision_revision.usuario_id, carrier.userId));
    expect(n).toBeUndefined();
  });

  it("shows the record with its documents (PDF inline for staff) and its history", async () => {
    const carrier = await createCarrier(ctx, "juridico");
    const docId = await uploadJuridicoDocumento(ctx, carrier);
    const res = await ctx.app.inject({ method: "GET", url: `/api/admin/revision/persona/${carrier.personaId}`, headers: staffHeaders(revisor.token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ tipo: "persona", estado: "pendiente", transportista: { nit: carrier.nit, nombre: "TRANSPORTES EJEMPLO, S.A." } });
    expect(body.datos).toMatchObject({ empresa: "TRANSPORTES EJEMPLO, S.A." });
    expect(body.documentos).toEqual([expect.objectContaining({ id: docId, pdf_url: `/api/admin/documentos/${docId}/pdf` })]);
    const pdf = await ctx.app.inject({ method: "GET", url: body.documentos[0].pdf_url, headers: staffHeaders(revisor.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toMatch(/^inline/);
    const doc = await ctx.app.inject({ method: "GET", url: `/api/admin/revision/documento/${docId}`, headers: staffHeaders(revisor.token) });
    expect(doc.json().historial).toEqual([expect.objectContaining({ accion: "crear", entidad: "documento", entidad_id: docId, autor: "usuario" })]);
  });

  it("names the catalogue values of the record beside their ids (a vehicle's brand, colour, plate type)", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/admin/revision/vehiculo/${every.ids.vehiculo}`, headers: staffHeaders(revisor.token) });
    expect(res.statusCode).toBe(200);
    const datos = res.json().datos;
    const [stored] = await ctx.app.db.select().from(vehiculo).where(eq(vehiculo.id, every.ids.vehiculo));
    const nameOf = async (table: typeof marca_vehiculo | typeof color, id: number) =>
      (await ctx.app.db.select({ nombre: table.nombre }).from(table).where(eq(table.id, id)))[0].nombre;
    expect(datos).toMatchObject({
      marca_vehiculo_id: stored.marca_vehiculo_id,
      marca_vehiculo: await nameOf(marca_vehiculo, stored.marca_vehiculo_id),
      color_id: stored.color_id,
      color: await nameOf(color, stored.color_id),
    });
  });

  it("shows a vehicle's policy with every field and its PDF beside the vehicle's", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/admin/revision/vehiculo/${every.ids.vehiculo}`, headers: staffHeaders(revisor.token) });
    const [stored] = await ctx.app.db.select().from(poliza).where(eq(poliza.vehiculo_id, every.ids.vehiculo));
    expect(res.json().anexos).toEqual([
      {
        titulo: "Póliza de seguro",
        datos: expect.objectContaining({
          nombre_aseguradora: stored.nombre_aseguradora,
          numero: stored.numero,
          tipo_seguro: stored.tipo_seguro,
          prima_total: stored.prima_total,
          valor: stored.valor,
          monto_asegurado: stored.monto_asegurado,
          fecha_inicio: stored.fecha_inicio,
          fecha_fin: stored.fecha_fin,
        }),
        pdf_url: `/api/admin/vehiculos/${every.ids.vehiculo}/poliza/pdf`,
      },
    ]);
    // The PDF is answered with the policy, not twice.
    expect(res.json().documentos).toEqual([]);
    const pdf = await ctx.app.inject({ method: "GET", url: res.json().anexos[0].pdf_url, headers: staffHeaders(revisor.token) });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const other = await ctx.app.inject({ method: "GET", url: `/api/admin/revision/licencia/${every.ids.licencia}`, headers: staffHeaders(revisor.token) });
    expect(other.json().anexos).toEqual([]);
  });
});

/** Each reviewed table, a column the carrier can change, and a new value for it. */
const EDITS: Array<[TipoRevision, (ctx: TestContext, id: number, v: string) => Promise<unknown>]> = [
  ["persona", (ctx, id, v) => ctx.app.db.update(juridico).set({ objeto_sociedad: `OBJETO ${v}` }).where(eq(juridico.persona_id, id))],
  ["representante", (ctx, id, v) => ctx.app.db.update(representante).set({ nombre: v }).where(eq(representante.id, id))],
  ["mandatario", (ctx, id, v) => ctx.app.db.update(mandato).set({ nombre: v }).where(eq(mandato.id, id))],
  ["abogado", (ctx, id, v) => ctx.app.db.update(abogado_auxiliar).set({ nombre: v }).where(eq(abogado_auxiliar.id, id))],
  ["piloto", (ctx, id, v) => ctx.app.db.update(piloto).set({ nombre: v }).where(eq(piloto.id, id))],
  ["licencia", (ctx, id, v) => ctx.app.db.update(licencia).set({ numero: `LIC-${v}` }).where(eq(licencia.id, id))],
  ["tarjeta", (ctx, id, v) => ctx.app.db.update(tarjeta_operacion).set({ numero: `T-${v}` }).where(eq(tarjeta_operacion.id, id))],
  ["vehiculo", (ctx, id, v) => ctx.app.db.update(vehiculo).set({ motor: `MOTOR-${v}` }).where(eq(vehiculo.id, id))],
];

describe("a carrier's change to a reviewed record puts it back to pendiente (decision 155)", () => {
  let ctx: TestContext;
  let staff: Staff;
  let ids: Record<TipoRevision, number>;
  let carrier: Carrier;
  beforeAll(async () => {
    ctx = await buildTestApp();
    staff = await createStaff(ctx, { rol: "supervisor" });
    ({ carrier, ids } = await carrierWithEveryKind(ctx));
  });
  afterAll(() => ctx.close());

  const decide = (tipo: TipoRevision, id: number, estado: "aprobado" | "rechazado") =>
    ctx.app.inject({ method: "POST", url: `/api/admin/revision/${tipo}/${id}`, headers: staffHeaders(staff.token), payload: { estado, motivo: "Revisado." } });
  const estadoOf = async (tipo: TipoRevision, id: number) =>
    (await ctx.app.inject({ method: "GET", url: `/api/admin/revision/${tipo}/${id}`, headers: staffHeaders(staff.token) })).json() as { estado: string; motivo: string | null; revisado_por: string | null };

  it.each(EDITS)("%s: approved or rejected, then edited → pendiente, reason and reviewer cleared", async (tipo, edit) => {
    for (const estado of ["aprobado", "rechazado"] as const) {
      expect((await decide(tipo, ids[tipo], estado)).statusCode).toBe(200);
      expect(await estadoOf(tipo, ids[tipo])).toMatchObject({ estado, motivo: "Revisado." });
      await edit(ctx, ids[tipo], estado.toUpperCase());
      expect(await estadoOf(tipo, ids[tipo])).toMatchObject({ estado: "pendiente", motivo: null, revisado_por: null });
    }
  });

  it("vehiculo: a change to its policy alone reopens it; a second staff decision does not", async () => {
    await decide("vehiculo", ids.vehiculo, "aprobado");
    expect((await decide("vehiculo", ids.vehiculo, "rechazado")).statusCode).toBe(200);
    expect((await decide("vehiculo", ids.vehiculo, "aprobado")).statusCode).toBe(200);
    expect((await estadoOf("vehiculo", ids.vehiculo)).estado).toBe("aprobado");
    await ctx.app.db.update(poliza).set({ numero: "POL-NUEVA" }).where(eq(poliza.vehiculo_id, ids.vehiculo));
    expect((await estadoOf("vehiculo", ids.vehiculo)).estado).toBe("pendiente");
  });

  it("documento: a new upload of the same type is pendiente; the rejected one keeps its reason as history", async () => {
    await decide("documento", ids.documento, "rechazado");
    const nuevo = await uploadJuridicoDocumento(ctx, carrier);
    expect(await estadoOf("documento", nuevo)).toMatchObject({ estado: "pendiente" });
    expect(await estadoOf("documento", ids.documento)).toMatchObject({ estado: "rechazado", motivo: "Revisado." });
    expect((await decide("documento", ids.documento, "aprobado")).statusCode).toBe(409);
  });
});
