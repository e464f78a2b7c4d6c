import type { Pendiente } from "@portal/domain/vencimiento";
import { todayInGuatemala } from "@portal/domain/formats";
import type { FastifyInstance } from "fastify";
import { sharedSecret } from "../../../lib/instance-secret";
import type { Mail } from "../../../plugins/mail";
import { claimPass, finishPass, forgetOldPasses } from "./claim-pass";
import { claimMany, keyText, markSent, noteNothingToSend, type RecordatorioKey, releaseClaim } from "./claim-recordatorio";
import { digestToday } from "./digest-today";
import { type DueItem, dueToday } from "./due-today";
import { type MandateEnding, MANDATE_NOTICE_DAYS, mandatesEnding } from "./mandates-ending";
import { mandatoMail, pendientesMail, vencimientoMail } from "./reminder-mail";
import { type Recipient, recipientsOf } from "./recipients";
import { currentUmbral, weekStart } from "./thresholds";
import { unsubscribeToken } from "./unsubscribe-token";

export const UNSUBSCRIBE_SECRET = "recordatorios";

/**
 * Items worked at the same time: each mail waits on its claim, the mail server and its mark, so a few
 * at once keep a pass of a thousand mails within seconds while leaving the pool's other connections
 * to the requests.
 */
const MAILS_AT_ONCE = 4;

/** Runs `work` on every item, at most `n` at a time. */
async function inTurns<T>(items: T[], n: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
}

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

/** A mail of the pass: its key and how it reads. */
interface Outgoing {
  key: RecordatorioKey;
  mail: () => Mail;
}

/** Mails claimed in one statement; each is then sent and marked on its own. */
const CLAIM_BATCH = 50;

/** Send, then mark sent; a failed send gives the claim up so a later pass sends it. */
async function deliver(t: Tick, { key, mail }: Outgoing): Promise<void> {
  try {
    await t.app.mailer.send(mail());
  } catch (err) {
    t.result.failed++;
    t.app.metrics.reminders.inc({ outcome: "fallido" });
    t.app.log.warn({ err, usuario_id: key.usuario_id, clave: key.clave }, "recordatorio no enviado; se reintenta en el próximo ciclo");
    await releaseClaim(t.app.db, key);
    return;
  }
  await markSent(t.app.db, key);
  t.result.sent++;
  t.app.metrics.reminders.inc({ outcome: "enviado" });
}

/**
 * Claims the mails fifty at a time and sends the ones this caller got, four at a time. Keys without
 * an address are noted as done. A batch that fails is logged and left to the next pass.
 */
async function sendAll(t: Tick, outgoing: Outgoing[], nothing: RecordatorioKey[]): Promise<void> {
  try {
    await noteNothingToSend(t.app.db, nothing);
  } catch (err) {
    t.result.failed++;
    t.app.log.warn({ err }, "recordatorios sin destinatario no anotados; se reintenta en el próximo ciclo");
  }
  for (let i = 0; i < outgoing.length; i += CLAIM_BATCH) {
    const batch = outgoing.slice(i, i + CLAIM_BATCH);
    try {
      const claimed = await claimMany(t.app.db, batch.map((o) => o.key));
      await inTurns(
        batch.filter((o) => claimed.has(keyText(o.key))),
        MAILS_AT_ONCE,
        (o) => deliver(t, o),
      );
    } catch (err) {
      t.result.failed++;
      t.app.log.warn({ err }, "recordatorios no procesados; se reintenta en el próximo ciclo");
    }
  }
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

/** The mails of the items at a threshold: one per item and address; keys with no address apart. */
function itemMails(t: Tick, due: DueItem[], recipients: Map<number, Recipient[]>) {
  const outgoing: Outgoing[] = [];
  const nothing: RecordatorioKey[] = [];
  for (const item of due) {
    const umbral = currentUmbral(item.dias_restantes);
    if (umbral === null) continue;
    const key = { usuario_id: item.usuario_id, clave: `${item.tipo}:${item.id}`, umbral, fecha: item.fecha };
    const to = recipients.get(item.usuario_id) ?? [];
    if (to.length === 0) nothing.push({ ...key, destino: "" });
    for (const r of to) {
      outgoing.push({ key: { ...key, destino: r.address }, mail: () => vencimientoMail(t.app.config, r.address, item, linksFor(t, r, item.ruta)) });
    }
  }
  return { outgoing, nothing };
}

/** The week's digest of what is missing, to each address of each carrier. */
function digestMails(t: Tick, digest: Map<number, Pendiente[]>, recipients: Map<number, Recipient[]>) {
  const outgoing: Outgoing[] = [];
  const nothing: RecordatorioKey[] = [];
  for (const [userId, items] of digest) {
    const key = { usuario_id: userId, clave: "pendientes", umbral: 0, fecha: weekStart(t.today) };
    const to = recipients.get(userId) ?? [];
    if (to.length === 0) nothing.push({ ...key, destino: "" });
    for (const r of to) {
      outgoing.push({ key: { ...key, destino: r.address }, mail: () => pendientesMail(t.app.config, r.address, items, linksFor(t, r, "/home")) });
    }
  }
  return { outgoing, nothing };
}

/** One notice per gestor whose access ends within a week, to each address of the carrier. */
function mandateMails(t: Tick, ending: MandateEnding[], recipients: Map<number, Recipient[]>) {
  const outgoing: Outgoing[] = [];
  const nothing: RecordatorioKey[] = [];
  for (const m of ending) {
    const key = { usuario_id: m.usuario_id, clave: `miembro:${m.miembro_id}`, umbral: MANDATE_NOTICE_DAYS, fecha: m.vence };
    const to = recipients.get(m.usuario_id) ?? [];
    if (to.length === 0) nothing.push({ ...key, destino: "" });
    for (const r of to) outgoing.push({ key: { ...key, destino: r.address }, mail: () => mandatoMail(t.app.config, r.address, m, linksFor(t, r, "/miembros")) });
  }
  return { outgoing, nothing };
}

export interface ReminderOptions {
  /** Today's date in Guatemala (a test fixes it). */
  today?: string;
  /** Only those accounts (a test on a shared database, or one carrier by hand). */
  usuarioIds?: number[];
  /** The week's digest too (default); a pass leaves it out once the week's digest is done. */
  digest?: boolean;
}

/**
 * The reminders' work (issue 13, decisions 167 and 216): the items that crossed a threshold and the
 * weekly digest, selected for every carrier at once; then one mail per item and address, each claimed
 * in the database first, so two callers never send the same mail and a pass that stopped half-way is
 * resumed by the next one without sending a mail twice. A mail or carrier that fails is logged and
 * retried next pass.
 */
export async function runReminders(app: FastifyInstance, opts: ReminderOptions = {}): Promise<TickResult> {
  const t: Tick = { app, secret: await sharedSecret(app.db, UNSUBSCRIBE_SECRET), today: opts.today ?? todayInGuatemala(), result: { sent: 0, failed: 0 } };
  const due = await dueToday(app.db, t.today, opts.usuarioIds);
  const digest = opts.digest === false ? new Map<number, Pendiente[]>() : await digestToday(app.db, weekStart(t.today), opts.usuarioIds);
  const ending = await mandatesEnding(app.db, t.today, opts.usuarioIds);
  const recipients = await recipientsOf(app.db, [...due.map((item) => item.usuario_id), ...digest.keys(), ...ending.map((m) => m.usuario_id)]);
  const items = itemMails(t, due, recipients);
  await sendAll(t, items.outgoing, items.nothing);
  const digests = digestMails(t, digest, recipients);
  await sendAll(t, digests.outgoing, digests.nothing);
  const mandates = mandateMails(t, ending, recipients);
  await sendAll(t, mandates.outgoing, mandates.nothing);
  return t.result;
}

export interface PassOptions {
  /** The pass's name: every instance that runs in the same slot of the interval uses the same. */
  clave: string;
  today?: string;
  /** Only those accounts, and the digest without its week's claim (a test on a shared database). */
  usuarioIds?: number[];
}

export type PassResult = TickResult & { skipped: boolean };

/** The pass's name for the slot of `intervalS` seconds that `now` falls in. */
export const passClave = (intervalS: number, now = Date.now()) => `ciclo:${intervalS}:${Math.floor(now / 1000 / intervalS)}`;

/**
 * One pass as the loop runs it: only the instance that claims the pass works it (the others answer
 * `skipped` after one statement), and the week's digest only in the first pass of the week that claims
 * it. A pass or digest with a failure stays unfinished, so a later pass takes it over once its claim
 * lapses and retries what is left.
 */
export async function runReminderPass(app: FastifyInstance, opts: PassOptions): Promise<PassResult> {
  if (!(await claimPass(app.db, opts.clave))) return { skipped: true, sent: 0, failed: 0 };
  const today = opts.today ?? todayInGuatemala();
  const week = `pendientes:${weekStart(today)}`;
  const digest = opts.usuarioIds !== undefined || (await claimPass(app.db, week));
  const result = await runReminders(app, { today, digest, usuarioIds: opts.usuarioIds });
  if (result.failed === 0) {
    if (digest && opts.usuarioIds === undefined) await finishPass(app.db, week);
    await finishPass(app.db, opts.clave);
  }
  await forgetOldPasses(app.db);
  return { skipped: false, ...result };
}
