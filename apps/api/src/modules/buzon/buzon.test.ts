import { createHash } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestContext } from "../../../test/app";
import { type Carrier, createCarrier } from "../../../test/carrier";
import { mailsTo } from "../../../test/outbox";
import { tinyPdf, toDataUrl } from "../../../test/pdf";
import { pdfPageTexts } from "../../../test/pdf-contents";
import { createStaff, type Staff, staffHeaders } from "../../../test/staff";
import { auditoria, notificacion, notificacion_adjunto, notificacion_respuesta } from "../../db/schema/index";
import { clock } from "../../lib/clock";

/** Guatemala is UTC−6 all year: 10:00 there is 16:00 UTC. */
const gt = (date: string, time = "10:00") => new Date(`${date}T${time}:00-06:00`);

describe("the notice box (issue 22)", () => {
  let ctx: TestContext;
  let a: Carrier;
  let b: Carrier;
  let revisor: Staff;
  let supervisor: Staff;
  let admin: Staff;

  beforeAll(async () => {
    ctx = await buildTestApp({ UPLOAD_MAX_MB: 1, PUBLIC_URL: "https://portal.example.gt" });
    a = await createCarrier(ctx, "juridico");
    b = await createCarrier(ctx);
    revisor = await createStaff(ctx, { rol: "revisor", nombre: "Ana Revisora" });
    supervisor = await createStaff(ctx, { rol: "supervisor" });
    admin = await createStaff(ctx, { rol: "admin" });
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  const at = (moment: Date) => vi.spyOn(clock, "now").mockReturnValue(moment);
  const send = (staff: { token: string } | null, payload: Record<string, unknown>, personaId = a.personaId) =>
    ctx.app.inject({ method: "POST", url: `/api/admin/transportistas/${personaId}/notificaciones`, headers: staff ? staffHeaders(staff.token) : {}, payload });
  const requerimiento = (extra: Record<string, unknown> = {}) => ({ tipo: "requerimiento", asunto: "Presente la póliza vigente", cuerpo: "Adjunte la póliza del vehículo P-123ABC.", plazo_dias: 5, ...extra });
  const open = (c: Carrier, id: number, remoteAddress = "203.0.113.7") => ctx.app.inject({ method: "GET", url: `/api/buzon/${id}`, headers: c.headers, remoteAddress });
  const answer = (c: Carrier, id: number, payload: Record<string, unknown>) => ctx.app.inject({ method: "POST", url: `/api/buzon/${id}/respuestas`, headers: c.headers, payload });
  const sent = async (payload: Record<string, unknown>, personaId = a.personaId) => {
    const res = await send(revisor, payload, personaId);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().notificacion as { id: number; contenido_sha256: string; adjuntos: Array<{ id: number; sha256: string }> };
  };
  const notices = async () => (await ctx.app.db.select({ n: count() }).from(notificacion))[0].n;

  it("lets revisor, supervisor and admin send and close, and no carrier nor anonymous caller", async () => {
    for (const staff of [revisor, supervisor, admin]) {
      const res = await send(staff, requerimiento());
      expect(res.statusCode, `${staff.rol} sends`).toBe(201);
      const close = await ctx.app.inject({ method: "POST", url: `/api/admin/notificaciones/${res.json().notificacion.id}/cierre`, headers: staffHeaders(staff.token), payload: { cierre: "atendido" } });
      expect(close.statusCode, `${staff.rol} closes`).toBe(200);
      expect(close.json().notificacion.cierre).toBe("atendido");
    }
    const before = await notices();
    expect((await send(null, requerimiento())).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: `/api/admin/transportistas/${a.personaId}/notificaciones`, headers: a.headers, payload: requerimiento() })).statusCode).toBe(401);
    expect(await notices()).toBe(before);
  });

  it("closes a requirement once, and never an aviso", async () => {
    const n = await sent(requerimiento());
    const close = (cierre: string) => ctx.app.inject({ method: "POST", url: `/api/admin/notificaciones/${n.id}/cierre`, headers: staffHeaders(revisor.token), payload: { cierre } });
    expect((await close("no_atendido")).statusCode).toBe(200);
    const again = await close("atendido");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("El requerimiento ya está cerrado.");
    const [row] = await ctx.app.db.select().from(notificacion).where(eq(notificacion.id, n.id));
    expect(row.cierre).toBe("no_atendido");
    const aviso = await sent({ tipo: "aviso", asunto: "Aviso", cuerpo: "Texto." });
    const res = await ctx.app.inject({ method: "POST", url: `/api/admin/notificaciones/${aviso.id}/cierre`, headers: staffHeaders(revisor.token), payload: { cierre: "atendido" } });
    expect(res.statusCode).toBe(422);
    // A closed requirement takes no more answers.
    expect((await answer(a, n.id, { texto: "Tarde" })).statusCode).toBe(409);
  });

  it("refuses a deadline on an aviso and a requirement without one, in Spanish", async () => {
    const res = await send(revisor, { tipo: "requerimiento", asunto: "A", cuerpo: "B" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.plazo_dias).toEqual(["Indique el plazo en días hábiles, de 1 a 60."]);
    expect((await send(revisor, { tipo: "aviso", asunto: "A", cuerpo: "B", plazo_dias: 3 })).statusCode).toBe(422);
    expect((await send(revisor, requerimiento(), 2_000_000_000)).statusCode).toBe(404);
  });

  it("never shows a carrier another's notice: 404 on every route with its id", async () => {
    const n = await sent(requerimiento({ adjuntos: [{ nombre: "Oficio", pdf: toDataUrl(tinyPdf()) }] }));
    const adjunto = n.adjuntos[0].id;
    for (const url of [`/api/buzon/${n.id}`, `/api/buzon/${n.id}/adjuntos/${adjunto}/pdf`, `/api/buzon/${n.id}/constancia`]) {
      const res = await ctx.app.inject({ method: "GET", url, headers: b.headers });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await answer(b, n.id, { texto: "No es mío" })).statusCode).toBe(404);
    const list = await ctx.app.inject({ method: "GET", url: "/api/buzon", headers: b.headers });
    expect(list.json().notificaciones.map((x: { id: number }) => x.id)).not.toContain(n.id);
    const [row] = await ctx.app.db.select().from(notificacion).where(eq(notificacion.id, n.id));
    expect(row.leida_en).toBeNull();
    // The owner reads its attachment, byte for byte.
    const pdf = await ctx.app.inject({ method: "GET", url: `/api/buzon/${n.id}/adjuntos/${adjunto}/pdf`, headers: a.headers });
    expect(pdf.statusCode).toBe(200);
    expect(createHash("sha256").update(pdf.rawPayload).digest("hex")).toBe(n.adjuntos[0].sha256);
  });

  it("records the receipt once, by the first reader, and it never moves; staff reading does not count", async () => {
    at(gt("2026-11-02"));
    const n = await sent(requerimiento());
    at(gt("2026-11-03"));
    const staffView = await ctx.app.inject({ method: "GET", url: `/api/admin/notificaciones/${n.id}`, headers: staffHeaders(supervisor.token) });
    expect(staffView.json().notificacion.leida_en).toBeNull();
    const resumen = await ctx.app.inject({ method: "GET", url: "/api/buzon/resumen", headers: a.headers });
    expect(resumen.json().buzon.sin_leer).toBeGreaterThan(0);

    at(gt("2026-11-04", "09:15"));
    const first = await open(a, n.id, "198.51.100.20");
    expect(first.statusCode).toBe(200);
    const email = `${a.nit.toLowerCase()}@example.com`;
    expect(first.json().notificacion).toMatchObject({ leida_en: gt("2026-11-04", "09:15").toISOString(), leida_por: email, forma: "lectura" });

    at(gt("2026-11-05"));
    const second = await open(a, n.id, "192.0.2.99");
    expect(second.json().notificacion.leida_en).toBe(gt("2026-11-04", "09:15").toISOString());
    const staff = (await ctx.app.inject({ method: "GET", url: `/api/admin/notificaciones/${n.id}`, headers: staffHeaders(revisor.token) })).json().notificacion;
    expect(staff).toMatchObject({ leida_por: email, leida_ip: "198.51.100.20" });
    // Read Wednesday 4 Nov: Thu 5, Fri 6, Mon 9, Tue 10, Wed 11.
    expect(staff.vence_el).toBe("2026-11-11");
    // The database refuses to move it too.
    await expect(ctx.app.db.update(notificacion).set({ leida_en: new Date() }).where(eq(notificacion.id, n.id))).rejects.toThrow();
    // The audit trail holds the sending (by the staff member) and the receipt (by the carrier's account).
    const trail = await ctx.app.db.select().from(auditoria).where(and(eq(auditoria.entidad, "notificacion"), eq(auditoria.entidad_id, n.id))).orderBy(auditoria.id);
    expect(trail.map((t) => [t.accion, t.actor_tipo])).toEqual([
      ["crear", "funcionario"],
      ["modificar", "usuario"],
    ]);
    expect(Object.keys(trail[1].campos).sort()).toEqual(["leida_en", "leida_ip", "leida_por", "vence_el"]);
  });

  it("an unread notice counts as served 10 calendar days after it was sent, not a moment before", async () => {
    const sentAt = gt("2026-10-01", "08:30");
    at(sentAt);
    const n = await sent({ tipo: "aviso", asunto: "Aviso de vencimiento", cuerpo: "Texto." });
    const tacita = new Date(sentAt.getTime() + 10 * 86_400_000);
    const inList = async () => {
      const res = await ctx.app.inject({ method: "GET", url: "/api/buzon?limit=100", headers: a.headers });
      return res.json().notificaciones.find((x: { id: number }) => x.id === n.id);
    };
    const lapsed = async () =>
      (await ctx.app.inject({ method: "GET", url: "/api/admin/notificaciones?filtro=notificada_por_vencimiento&limit=100", headers: staffHeaders(revisor.token) }))
        .json()
        .notificaciones.some((x: { id: number }) => x.id === n.id);
    at(new Date(tacita.getTime() - 1));
    expect(await inList()).toMatchObject({ notificada_en: null, forma: null });
    expect(await lapsed()).toBe(false);
    at(tacita);
    expect(await inList()).toMatchObject({ notificada_en: tacita.toISOString(), forma: "vencimiento" });
    expect(await lapsed()).toBe(true);
    // Opened later, it stays served on the tenth day; the late reading is still recorded.
    at(new Date(tacita.getTime() + 86_400_000));
    const opened = (await open(a, n.id)).json().notificacion;
    expect(opened).toMatchObject({ notificada_en: tacita.toISOString(), forma: "vencimiento" });
    expect(opened.leida_en).not.toBeNull();
  });

  it("counts the deadline in business days across a weekend and a holiday, and marks a late answer", async () => {
    // Sent and read Friday 11 Sep 2026; 2 business days: Mon 14, (Tue 15 is Independence Day), Wed 16.
    at(gt("2026-09-11", "09:00"));
    const n = await sent(requerimiento({ plazo_dias: 2, asunto: "Plazo con feriado" }));
    at(gt("2026-09-11", "11:00"));
    expect((await open(a, n.id)).json().notificacion.vence_el).toBe("2026-09-16");

    const overdue = async () =>
      (await ctx.app.inject({ method: "GET", url: "/api/admin/notificaciones?filtro=vencidas&limit=100", headers: staffHeaders(revisor.token) }))
        .json()
        .notificaciones.some((x: { id: number }) => x.id === n.id);
    at(gt("2026-09-16", "23:59"));
    expect(await overdue()).toBe(false);
    at(gt("2026-09-17", "00:01"));
    expect(await overdue()).toBe(true);

    const late = await answer(a, n.id, { texto: "Adjunto la póliza.", adjuntos: [{ nombre: "Póliza", pdf: toDataUrl(tinyPdf()) }] });
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().notificacion.respuestas).toEqual([
      expect.objectContaining({ texto: "Adjunto la póliza.", fuera_de_plazo: true, autor: `${a.nit.toLowerCase()}@example.com` }),
    ]);
    expect(late.json().notificacion.respuestas[0].adjuntos).toHaveLength(1);
    expect(await overdue()).toBe(false);

    at(gt("2026-09-11", "12:00"));
    const inTime = await sent(requerimiento({ plazo_dias: 2 }));
    await open(a, inTime.id);
    at(gt("2026-09-16", "23:59"));
    expect((await answer(a, inTime.id, { texto: "A tiempo." })).json().notificacion.respuestas[0].fuera_de_plazo).toBe(false);
  });

  it("checks attachments as every upload: 415 and 413, and nothing is stored", async () => {
    const before = await notices();
    const adjuntosBefore = (await ctx.app.db.select({ n: count() }).from(notificacion_adjunto))[0].n;
    const notPdf = await send(revisor, requerimiento({ adjuntos: [{ nombre: "Bueno", pdf: toDataUrl(tinyPdf()) }, { nombre: "Malo", pdf: `data:application/pdf;base64,${Buffer.from("hola").toString("base64")}` }] }));
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().errors["adjuntos.1.pdf"]).toBeDefined();
    const big = await send(revisor, requerimiento({ adjuntos: [{ nombre: "Grande", pdf: toDataUrl(tinyPdf(undefined, 1_100_000)) }] }));
    expect(big.statusCode).toBe(413);
    expect(await notices()).toBe(before);
    expect((await ctx.app.db.select({ n: count() }).from(notificacion_adjunto))[0].n).toBe(adjuntosBefore);
    const n = await sent(requerimiento());
    expect((await answer(a, n.id, { texto: "x", adjuntos: [{ nombre: "Malo", pdf: "data:application/pdf;base64,aG9sYQ==" }] })).statusCode).toBe(415);
    expect((await ctx.app.db.select({ n: count() }).from(notificacion_adjunto))[0].n).toBe(adjuntosBefore);
  });

  it("refuses an answer whose attachment is over the limit with 413, and stores neither the answer nor the file", async () => {
    const n = await sent(requerimiento());
    const stored = async () => ({
      respuestas: (await ctx.app.db.select({ n: count() }).from(notificacion_respuesta).where(eq(notificacion_respuesta.notificacion_id, n.id)))[0].n,
      adjuntos: (await ctx.app.db.select({ n: count() }).from(notificacion_adjunto))[0].n,
    });
    const before = await stored();
    const big = await answer(a, n.id, { texto: "Adjunto la póliza.", adjuntos: [{ nombre: "Grande", pdf: toDataUrl(tinyPdf(undefined, 1_100_000)) }] });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors["adjuntos.0.pdf"]).toEqual([big.json().message]);
    expect(before.respuestas).toBe(0);
    expect(await stored()).toEqual(before);
    const opened = (await open(a, n.id)).json().notificacion;
    expect(opened.respuestas).toEqual([]);
  });

  it("refuses a carrier's token on the staff closing route, and the requirement stays open", async () => {
    const n = await sent(requerimiento());
    const row = async () => (await ctx.app.db.select().from(notificacion).where(eq(notificacion.id, n.id)))[0];
    const trail = async () => (await ctx.app.db.select({ n: count() }).from(auditoria).where(and(eq(auditoria.entidad, "notificacion"), eq(auditoria.entidad_id, n.id))))[0].n;
    const [before, trailBefore] = [await row(), await trail()];
    for (const headers of [a.headers, b.headers, {}]) {
      const res = await ctx.app.inject({ method: "POST", url: `/api/admin/notificaciones/${n.id}/cierre`, headers, payload: { cierre: "atendido" } });
      expect(res.statusCode).toBe(401);
    }
    expect(await row()).toEqual(before);
    expect(before.cierre).toBeNull();
    expect(await trail()).toBe(trailBefore);
  });

  it("alerts by mail that a notice is waiting, never its content", async () => {
    const secret = "Inspección del vehículo P-987XYZ";
    await sent(requerimiento({ asunto: secret, cuerpo: "Contenido reservado 4711." }), b.personaId);
    const mails = mailsTo(ctx, `${b.nit.toLowerCase()}@example.com`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("le envió una notificación a su buzón electrónico del portal");
    expect(mails[0]).toContain("https://portal.example.gt/buzon");
    for (const leak of [secret, "P-987XYZ", "4711", "póliza"]) expect(mails[0]).not.toContain(leak);
  });

  it("issues a proof of notification that the public page verifies, and an altered copy does not", async () => {
    at(gt("2026-11-02"));
    const n = await sent(requerimiento({ asunto: "Requerimiento de prueba" }));
    at(gt("2026-11-03"));
    await open(a, n.id);
    const res = await ctx.app.inject({ method: "GET", url: `/api/buzon/${n.id}/constancia`, headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const codigo = String(res.headers["x-constancia-codigo"]);
    const text = (await pdfPageTexts(res.rawPayload)).join("\n");
    for (const part of ["Constancia de notificación", "Requerimiento de prueba", n.contenido_sha256, "Ana Revisora", `Código: ${codigo}`, "Leída el"]) expect(text).toContain(part);

    const check = await ctx.app.inject({ method: "GET", url: `/api/constancias/${codigo}` });
    expect(check.statusCode).toBe(200);
    const published = check.json().constancia;
    expect(published).toMatchObject({ tipo: "notificacion", notificacion: { asunto: "Requerimiento de prueba", contenido_sha256: n.contenido_sha256, forma: "lectura" } });
    expect(createHash("sha256").update(res.rawPayload).digest("hex")).toBe(published.sha256);
    const altered = Buffer.from(res.rawPayload);
    altered[altered.length - 20] ^= 1;
    expect(createHash("sha256").update(altered).digest("hex")).not.toBe(published.sha256);
    // Staff get their own proof of the same notice.
    const staffProof = await ctx.app.inject({ method: "GET", url: `/api/admin/notificaciones/${n.id}/constancia`, headers: staffHeaders(revisor.token) });
    expect(staffProof.statusCode).toBe(200);
  });

  it("never lets a sent notice be edited or deleted, even in the database", async () => {
    const n = await sent({ tipo: "aviso", asunto: "Original", cuerpo: "Texto." });
    await expect(ctx.app.db.update(notificacion).set({ asunto: "Cambiado" }).where(eq(notificacion.id, n.id))).rejects.toThrow();
    await expect(ctx.app.db.delete(notificacion).where(eq(notificacion.id, n.id))).rejects.toThrow();
    const { rows } = await ctx.app.db.execute<{ asunto: string }>(sql`select asunto from notificacion where id = ${n.id}`);
    expect(rows[0].asunto).toBe("Original");
  });

  it("shows staff the thread of a record and counts the filters", async () => {
    const n = await sent(requerimiento({ registro_tipo: "persona", registro_id: a.personaId, asunto: "Sobre la empresa" }));
    await answer(a, n.id, { texto: "Respuesta de la empresa." });
    const thread = await ctx.app.inject({ method: "GET", url: `/api/admin/revision/persona/${a.personaId}/notificaciones`, headers: staffHeaders(revisor.token) });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().notificaciones[0]).toMatchObject({ asunto: "Sobre la empresa", respuestas: [expect.objectContaining({ texto: "Respuesta de la empresa." })] });
    // Another carrier's record cannot be named.
    expect((await send(revisor, requerimiento({ registro_tipo: "persona", registro_id: b.personaId }))).statusCode).toBe(422);
    const counts = await ctx.app.inject({ method: "GET", url: "/api/admin/notificaciones/resumen", headers: staffHeaders(revisor.token) });
    expect(Object.keys(counts.json().notificaciones).sort()).toEqual(["notificada_por_vencimiento", "por_responder", "sin_leer", "vencidas"]);
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/notificaciones?filtro=otro", headers: staffHeaders(revisor.token) })).statusCode).toBe(422);
  });

  it("sends from the review of a record, and a rejection lands in the box as a notice about the record", async () => {
    const fromReview = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/revision/persona/${b.personaId}/notificaciones`,
      headers: staffHeaders(revisor.token),
      payload: { tipo: "aviso", asunto: "Sobre sus datos", cuerpo: "Revise su dirección." },
    });
    expect(fromReview.statusCode).toBe(201);
    expect(fromReview.json().notificacion).toMatchObject({ persona_id: b.personaId, registro_tipo: "persona", registro_id: b.personaId });
    const reject = await ctx.app.inject({ method: "POST", url: `/api/admin/revision/persona/${b.personaId}`, headers: staffHeaders(revisor.token), payload: { estado: "rechazado", motivo: "El nombre no coincide con el DPI." } });
    expect(reject.statusCode).toBe(200);
    const box = (await ctx.app.inject({ method: "GET", url: "/api/buzon", headers: b.headers })).json().notificaciones;
    expect(box[0]).toMatchObject({ origen: "rechazo", tipo: "aviso", registro_tipo: "persona", registro_id: b.personaId, leida_en: null });
    const opened = (await open(b, box[0].id)).json().notificacion;
    expect(opened.cuerpo).toContain("El nombre no coincide con el DPI.");
  });
});
