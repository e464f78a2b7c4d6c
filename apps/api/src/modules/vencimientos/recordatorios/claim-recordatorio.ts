import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { recordatorio } from "../../../db/schema/index";

export interface RecordatorioKey {
  usuario_id: number;
  clave: string;
  umbral: number;
  fecha: string;
  destino: string;
}

/** An instance that claimed a mail and died before sending it: after this, another instance may take it. */
const CLAIM_LEASE = sql`interval '10 minutes'`;

/** One text per key, to match the keys a batch claim answers. */
export const keyText = (k: RecordatorioKey) => [k.usuario_id, k.clave, k.umbral, k.fecha, k.destino].join("\u0000");

/**
 * Takes mails for this instance, many in one statement (a pass claims fifty at a time): a key is this
 * caller's only when its insert created the row, or took over a claim that lapsed unsent. Plain SQL, so
 * PostgreSQL and PGlite behave alike. Answers the keys taken (`keyText`).
 */
export async function claimMany(db: Db, keys: RecordatorioKey[]): Promise<Set<string>> {
  const unique = [...new Map(keys.map((k) => [keyText(k), k])).values()];
  if (unique.length === 0) return new Set();
  const rows = await db
    .insert(recordatorio)
    .values(unique)
    .onConflictDoUpdate({
      target: [recordatorio.usuario_id, recordatorio.clave, recordatorio.umbral, recordatorio.fecha, recordatorio.destino],
      set: { reclamado_at: sql`now()` },
      setWhere: sql`${recordatorio.enviado_at} is null and ${recordatorio.reclamado_at} < now() - ${CLAIM_LEASE}`,
    })
    .returning({ usuario_id: recordatorio.usuario_id, clave: recordatorio.clave, umbral: recordatorio.umbral, fecha: recordatorio.fecha, destino: recordatorio.destino });
  return new Set(rows.map(keyText));
}

const keyOf = (key: RecordatorioKey) =>
  and(
    eq(recordatorio.usuario_id, key.usuario_id),
    eq(recordatorio.clave, key.clave),
    eq(recordatorio.umbral, key.umbral),
    eq(recordatorio.fecha, key.fecha),
    eq(recordatorio.destino, key.destino),
  );

export async function markSent(db: Db, key: RecordatorioKey): Promise<void> {
  await db.update(recordatorio).set({ enviado_at: sql`now()` }).where(keyOf(key));
}

/**
 * A mail that failed to go out: its claim is given up (dated in the past) so the next pass, of any
 * instance, takes it at once; the row stays, unsent, and keeps its item due (decision 216).
 */
export async function releaseClaim(db: Db, key: RecordatorioKey): Promise<void> {
  await db.update(recordatorio).set({ reclamado_at: sql`'-infinity'` }).where(and(keyOf(key), sql`${recordatorio.enviado_at} is null`));
}

/** Keys with no address to mail (reminders turned off everywhere): noted as done, so they are not read again. */
export async function noteNothingToSend(db: Db, keys: RecordatorioKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(recordatorio).values(keys.map((key) => ({ ...key, enviado_at: sql`now()` }))).onConflictDoNothing();
}
