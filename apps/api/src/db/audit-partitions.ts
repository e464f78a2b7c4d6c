import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./client";

/** Months ahead that always have their partition of the audit trail. */
export const AUDIT_MONTHS_AHEAD = 3;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Creates the audit trail's monthly partitions from this month to three months ahead that do not exist
 * yet (`auditoria_particiones`, migration 0018, decision 218). Cheap when they all exist; two instances
 * at once are harmless (the function skips a partition the other just made). A failure is logged, never
 * thrown: a row of a month without its partition still lands in `auditoria_sin_mes`.
 */
export async function ensureAuditPartitions(db: Db, log: FastifyBaseLogger): Promise<void> {
  try {
    const result = (await db.execute(sql`select auditoria_particiones(${AUDIT_MONTHS_AHEAD}) as creadas`)) as unknown as { rows: Array<{ creadas: number }> };
    const creadas = Number(result.rows[0]?.creadas ?? 0);
    if (creadas > 0) log.info({ creadas }, "auditoría: particiones mensuales creadas");
  } catch (err) {
    log.warn({ err }, "auditoría: no se pudieron crear las particiones de los próximos meses; se reintenta mañana");
  }
}

/** At start, then once a day while the process runs. Answers the function that stops the timer. */
export function keepAuditPartitions(db: Db, log: FastifyBaseLogger): { ready: Promise<void>; stop: () => void } {
  const timer = setInterval(() => void ensureAuditPartitions(db, log), DAY_MS);
  timer.unref();
  return { ready: ensureAuditPartitions(db, log), stop: () => clearInterval(timer) };
}
