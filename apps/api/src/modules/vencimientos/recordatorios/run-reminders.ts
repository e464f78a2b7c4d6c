import type { Pendiente } from "@portal/domain/vencimiento";
import { todayInGuatemala } from "@portal/domain/formats";
import type { FastifyInstance } from "fastify";
import { sharedSecret } from "../../../lib/instance-secret";
import type { Mail } from "../../../plugins/mail";
import { claimPass, finishPass, forgetOldPasses } from "./claim-pass";
import { claimRecordatorio, markSent, noteNothingToSend, type RecordatorioKey, releaseClaim } from "./claim-recordatorio";
import { digestToday } from "./digest-today";
import { type DueItem, dueToday } from "./due-today";
import { pendientesMail, vencimientoMail } from "./reminder-mail";
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

/** Claim, send, then mark sent; a failed send gives the claim up so a later tick sends it. */
async function deliver(t: Tick, key: RecordatorioKey, mail: Mail): Promise<void> {
  const db = t.app.db;
  if (!(await claimRecordatorio(db, key))) return;
  try {
    await t.app.mailer.send(mail);
  } catch (err) {
    t.result.failed++;
    t.app.log.warn({ err, usuario_id: key.usuario_id, clave: key.clave }, "recordatorio no enviado; se reintenta en el próximo ciclo");
    await releaseClaim(db, key);
    return;
  }
  await markSent(db, key);
  t.result.sent++;
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

/** One item at its threshold: one mail per address; with no address, the key is noted so it is not read again. */
async function remindItem(t: Tick, item: DueItem, recipients: Recipient[]) {
  const umbral = currentUmbral(item.dias_restantes);
  if (umbral === null) return;
  const key = { usuario_id: item.usuario_id, clave: `${item.tipo}:${item.id}`, umbral, fecha: item.fecha };
  if (recipients.length === 0) return noteNothingToSend(t.app.db, { ...key, destino: "" });
  for (const r of recipients) {
    await deliver(t, { ...key, destino: r.address }, vencimientoMail(t.app.config, r.address, item, linksFor(t, r, item.ruta)));
  }
}

/** The week's digest of what is missing, to each address of the carrier. */
async function remindPendientes(t: Tick, userId: number, items: Pendiente[], recipients: Recipient[]) {
  const key = { usuario_id: userId, clave: "pendientes", umbral: 0, fecha: weekStart(t.today) };
  if (recipients.length === 0) return noteNothingToSend(t.app.db, { ...key, destino: "" });
  for (const r of recipients) await deliver(t, { ...key, destino: r.address }, pendientesMail(t.app.config, r.address, items, linksFor(t, r, "/home")));
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
  const recipients = await recipientsOf(app.db, [...due.map((item) => item.usuario_id), ...digest.keys()]);
  const guarded = async (userId: number, work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      t.result.failed++;
      app.log.warn({ err, usuario_id: userId }, "recordatorios del usuario no procesados; se reintenta en el próximo ciclo");
    }
  };
  await inTurns(due, MAILS_AT_ONCE, (item) => guarded(item.usuario_id, () => remindItem(t, item, recipients.get(item.usuario_id) ?? [])));
  await inTurns([...digest], MAILS_AT_ONCE, ([userId, items]) => guarded(userId, () => remindPendientes(t, userId, items, recipients.get(userId) ?? [])));
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
