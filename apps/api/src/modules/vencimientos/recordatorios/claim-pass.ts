import os from "node:os";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { recordatorio_pasada } from "../../../db/schema/index";

/** An instance that took a pass and stopped before finishing it: after this, another may take it over. */
const PASS_LEASE = sql`interval '10 minutes'`;

const INSTANCE = `${os.hostname()}:${process.pid}`.slice(0, 100);

/**
 * Takes the pass (or the week's digest) named `clave` for this instance: true for the one caller whose
 * insert created the row, or who took over a claim that lapsed unfinished. One statement on one row.
 */
export async function claimPass(db: Db, clave: string): Promise<boolean> {
  const rows = await db
    .insert(recordatorio_pasada)
    .values({ clave, instancia: INSTANCE })
    .onConflictDoUpdate({
      target: recordatorio_pasada.clave,
      set: { instancia: INSTANCE, reclamado_at: sql`now()` },
      setWhere: sql`${recordatorio_pasada.terminado_at} is null and ${recordatorio_pasada.reclamado_at} < now() - ${PASS_LEASE}`,
    })
    .returning({ clave: recordatorio_pasada.clave });
  return rows.length === 1;
}

export async function finishPass(db: Db, clave: string): Promise<void> {
  await db.update(recordatorio_pasada).set({ terminado_at: sql`now()` }).where(eq(recordatorio_pasada.clave, clave));
}

/** Passes are kept a month for the operator to read, then dropped. */
export async function forgetOldPasses(db: Db): Promise<void> {
  await db.delete(recordatorio_pasada).where(sql`${recordatorio_pasada.reclamado_at} < now() - interval '31 days'`);
}
