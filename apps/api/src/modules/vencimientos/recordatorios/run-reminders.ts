import { and, eq, sql } from "drizzle-orm";
import { todayInGuatemala } from "@portal/domain/formats";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client";
import { persona, recordatorio } from "../../../db/schema/index";
import { sharedSecret } from "../../../lib/instance-secret";
import type { Mail } from "../../../plugins/mail";
import { listPendientes } from "../list-pendientes";
import { listVencimientos } from "../list-vencimientos";
import { claimRecordatorio, markSent, type RecordatorioKey, releaseClaim } from "./claim-recordatorio";
import { pendientesMail, vencimientoMail } from "./reminder-mail";
import { type Recipient, recipientsOf } from "./recipients";
import { currentUmbral, UMBRALES, weekStart } from "./thresholds";
import { unsubscribeToken } from "./unsubscribe-token";

export const UNSUBSCRIBE_SECRET = "recordatorios";

export interface TickResult {
  sent: number;
  failed: number;
}

interface Tick {
  app: FastifyInstance;
  secret: string;
  today: string;
  result: TickResult;
}

/** Claim, send, then mark sent; a failed send drops the claim so a later tick sends it. */
async function deliver(t: Tick, key: RecordatorioKey, mail: Mail): Promise<void> {
  const db = t.app.db;
  if (!(await claimRecordatorio(db, key))) return;
  try {
    await t.app.mailer.send(mail);
  } catch (err) {
    t.result.failed++;
    t.app.metrics.reminders.inc({ outcome: "fallido" });
    t.app.log.warn({ err, usuario_id: key.usuario_id, clave: key.clave }, "recordatorio no enviado; se reintenta en el próximo ciclo");
    await releaseClaim(db, key);
    return;
  }
  await markSent(db, key);
  t.result.sent++;
  t.app.metrics.reminders.inc({ outcome: "enviado" });
}

/** The screen that fixes it; the web page of the unsubscribe link, and the API address mail clients POST to (RFC 8058). */
function linksFor(t: Tick, r: Recipient, ruta: string) {
  const token = unsubscribeToken(t.secret, r);
  return {
    screen: `${t.app.config.PUBLIC_URL}${ruta}`,
    unsubscribe: `${t.app.config.PUBLIC_URL}/recordatorios/baja/${token}`,
    oneClick: `${t.app.config.PUBLIC_URL}/api/recordatorios/baja/${token}`,
  };
}

/** The carrier's items at a threshold today, one mail per item, threshold, date and address. */
async function remindDue(t: Tick, userId: number, recipients: Recipient[]) {
  const items = await listVencimientos(t.app.db, userId, { dias: UMBRALES[0], today: t.today });
  for (const item of items) {
    const umbral = currentUmbral(item.dias_restantes);
    if (umbral === null) continue;
    for (const r of recipients) {
      const key = { usuario_id: userId, clave: `${item.tipo}:${item.id}`, umbral, fecha: item.fecha, destino: r.address };
      await deliver(t, key, vencimientoMail(t.app.config, r.address, item, linksFor(t, r, item.ruta)));
    }
  }
}

/** Once a week: what is missing, if anything. A week with nothing missing is noted so it is not read again. */
async function remindPendientes(t: Tick, userId: number, recipients: Recipient[]) {
  const fecha = weekStart(t.today);
  const [done] = await t.app.db
    .select({ id: recordatorio.id })
    .from(recordatorio)
    .where(and(eq(recordatorio.usuario_id, userId), eq(recordatorio.clave, "pendientes"), eq(recordatorio.fecha, fecha), sql`${recordatorio.enviado_at} is not null`))
    .limit(1);
  if (done) return;
  const items = await listPendientes(t.app.db, userId);
  const key = { usuario_id: userId, clave: "pendientes", umbral: 0, fecha };
  if (items.length === 0 || recipients.length === 0) {
    if (await claimRecordatorio(t.app.db, { ...key, destino: "" })) await markSent(t.app.db, { ...key, destino: "" });
    return;
  }
  for (const r of recipients) await deliver(t, { ...key, destino: r.address }, pendientesMail(t.app.config, r.address, items, linksFor(t, r, "/home")));
}

/**
 * One pass of the reminders (issue 13, decision 167) over every carrier: the items that crossed a
 * threshold and the weekly digest. Safe to run on several instances at once: every mail is claimed in
 * the database first. A carrier whose pass fails is logged and retried next tick.
 */
export async function runReminders(app: FastifyInstance, opts: { today?: string; usuarioIds?: number[] } = {}): Promise<TickResult> {
  const t: Tick = { app, secret: await sharedSecret(app.db, UNSUBSCRIBE_SECRET), today: opts.today ?? todayInGuatemala(), result: { sent: 0, failed: 0 } };
  // `usuarioIds`: only those accounts (a test on a shared database, or one carrier by hand).
  const users = opts.usuarioIds ?? (await usersWithPersona(app.db)).map((u) => u.usuario_id);
  for (const userId of users) {
    try {
      const recipients = await recipientsOf(app.db, userId);
      await remindDue(t, userId, recipients);
      await remindPendientes(t, userId, recipients);
    } catch (err) {
      t.result.failed++;
      app.log.warn({ err, usuario_id: userId }, "recordatorios del usuario no procesados; se reintenta en el próximo ciclo");
    }
  }
  return t.result;
}

const usersWithPersona = (db: Db) => db.selectDistinct({ usuario_id: persona.usuario_id }).from(persona).orderBy(persona.usuario_id);
