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

/**
 * Takes the mail for this instance: true only for the one caller whose insert created the row, or who
 * took over a claim that lapsed unsent. Plain SQL on one row, so PostgreSQL and PGlite behave alike.
 */
export async function claimRecordatorio(db: Db, key: RecordatorioKey): Promise<boolean> {
  const rows = await db
    .insert(recordatorio)
    .values(key)
    .onConflictDoUpdate({
      target: [recordatorio.usuario_id, recordatorio.clave, recordatorio.umbral, recordatorio.fecha, recordatorio.destino],
      set: { reclamado_at: sql`now()` },
      setWhere: sql`${recordatorio.enviado_at} is null and ${recordatorio.reclamado_at} < now() - ${CLAIM_LEASE}`,
    })
    .returning({ id: recordatorio.id });
  return rows.length === 1;
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

/** A key with no address to mail (reminders turned off everywhere): noted as done, so it is not read again. */
export async function noteNothingToSend(db: Db, key: RecordatorioKey): Promise<void> {
  await db.insert(recordatorio).values({ ...key, enviado_at: sql`now()` }).onConflictDoNothing();
}
