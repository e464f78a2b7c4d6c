import { createHash } from "node:crypto";
import { POLIZA_REPORTADA_MSG } from "@portal/domain/poliza-reportada";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../../db/client";
import { poliza_reporte_clave } from "../../db/schema/index";
import { AppError, badRequest, conflict } from "../../lib/errors";

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The `Idempotency-Key` header, if sent: 1 to 200 visible ASCII characters (a UUID fits). */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers["idempotency-key"];
  if (raw === undefined) return null;
  if (typeof raw !== "string" || !KEY.test(raw)) throw badRequest(POLIZA_REPORTADA_MSG.claveRequerida);
  return raw;
}

/** What a key is compared on: the operation and the body as sent (parsed, so spacing does not count). */
export function fingerprint(operation: string, body: unknown): string {
  return createHash("sha256").update(operation).update("\n").update(JSON.stringify(body)).digest("hex");
}

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * Runs `work` once per (client, key) (decision 263). The key is claimed inside the transaction of the work:
 * a concurrent call with the same key waits on the unique index until the first commits, then gets the
 * stored answer; if the first rolled back, it runs. The same key with another body is a 409, and nothing
 * is written. Returns whether the answer is a replay.
 */
export async function onceWithKey(tx: Tx, clienteId: number, key: string, huella: string, work: () => Promise<Answer>): Promise<Answer & { replayed: boolean }> {
  const claimed = await tx
    .insert(poliza_reporte_clave)
    .values({ aseguradora_cliente_id: clienteId, clave: key, huella })
    .onConflictDoNothing()
    .returning({ clave: poliza_reporte_clave.clave });
  const where = and(eq(poliza_reporte_clave.aseguradora_cliente_id, clienteId), eq(poliza_reporte_clave.clave, key));
  if (claimed.length === 0) {
    const [stored] = await tx.select().from(poliza_reporte_clave).where(where).limit(1);
    if (!stored || stored.huella !== huella) throw conflict(POLIZA_REPORTADA_MSG.claveOtroCuerpo);
    if (stored.estado_http === null) throw new AppError(409, POLIZA_REPORTADA_MSG.claveEnCurso, undefined, { "retry-after": "2" });
    return { status: stored.estado_http, body: stored.respuesta, replayed: true };
  }
  const answer = await work();
  await tx
    .update(poliza_reporte_clave)
    .set({ estado_http: answer.status, respuesta: sql`${JSON.stringify(answer.body)}::jsonb` })
    .where(where);
  return { ...answer, replayed: false };
}
