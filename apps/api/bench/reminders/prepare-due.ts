import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../src/db/client";

/** Bench data is changed without the audit trigger (replica role, as the seed does), so the trail keeps its size. */
const quietly = (db: Db, work: (tx: Tx) => Promise<void>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await work(tx);
  });

/** What the reminder bench puts on the seeded data: items due today, and mails of earlier days already out. */
export interface DueSizes {
  /** Items that cross a threshold today (about 1,000). */
  due: number;
  /** Items elsewhere in the reminders' window whose mail of their threshold already went out. */
  mailed: number;
}

const int = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * Sets dates so that `due` items cross a threshold today (policies at 30 days, licences at 7, pilots'
 * licences at 60, QR codes today, in the proportions 4:3:2:1), and `mailed` policies sit in the window
 * with their mail already sent, as the days before would have left them. Clears earlier reminder rows.
 * `restore` puts the seed's dates back.
 */
export async function prepareDue(database: Db, today: string, s: DueSizes) {
  await quietly(database, (db) => setDue(db, today, s));
  await database.execute(sql`analyze poliza, licencia, piloto, validar_registro_piloto, recordatorio`);
}

async function setDue(db: Tx, today: string, s: DueSizes) {
  const d = (days: number) => sql.raw(`(date '${today}' + ${days})`);
  const part = (share: number) => int((s.due * share) / 10);
  await db.execute(sql`truncate recordatorio`);
  // Carriers 2.. (the first one's card is the big one); vehicles of the bench are 1..N, one policy each.
  await db.execute(sql`update poliza set fecha_fin = ${d(30)} where id in (select id from poliza where id > 5000 order by id limit ${part(4)})`);
  await db.execute(sql`update licencia set fin = ${d(7)} where id between 2 and ${int(1 + (s.due * 3) / 10)}`);
  await db.execute(sql`update piloto set licencia_vencimiento = ${d(60)} where id in (select id from piloto where persona_id > 1 order by id limit ${part(2)})`);
  await db.execute(sql`update validar_registro_piloto set vigencia = ${d(0)} where id in (select id from validar_registro_piloto order by id limit ${part(1)})`);
  // Already mailed: spread over the window, each with its sent mail at its threshold.
  await db.execute(sql`
    with m as (
      select id, persona_id, ${d(0)} + (-6 + (id % 67))::int as fecha from poliza
      where id > 100000 order by id limit ${int(s.mailed)}
    ), u as (update poliza p set fecha_fin = m.fecha from m where p.id = m.id returning p.id)
    insert into recordatorio (usuario_id, clave, umbral, fecha, destino, enviado_at)
    select pe.usuario_id, 'poliza:' || m.id,
      case when m.fecha - ${d(0)} <= 0 then 0 when m.fecha - ${d(0)} <= 7 then 7 when m.fecha - ${d(0)} <= 30 then 30 else 60 end,
      m.fecha, 'transportista' || pe.usuario_id || '@bench.invalid', now()
    from m join persona pe on pe.id = m.persona_id`);
}

/** The seed's dates again (seed-bench-data.ts) and no reminder rows. */
export async function restoreDates(database: Db) {
  await quietly(database, async (db) => {
  await db.execute(sql`update poliza set fecha_fin = date '2035-12-31' where fecha_fin <> date '2035-12-31'`);
  await db.execute(sql`update licencia set fin = date '2034-12-31' where fin <> date '2034-12-31'`);
  await db.execute(sql`update piloto set licencia_vencimiento = date '2030-06-30' where licencia_vencimiento <> date '2030-06-30'`);
  await db.execute(sql`update validar_registro_piloto set vigencia = date '2034-12-31' where vigencia <> date '2034-12-31'`);
  await db.execute(sql`truncate recordatorio`);
  });
}
