import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { persona, persona_email, usuario } from "../../../db/schema/index";
import type { Baja } from "./unsubscribe-token";

export interface Recipient extends Baja {
  address: string;
}

/**
 * Where each carrier's reminders go: its e-mails marked `notificar`, else the account's address; less
 * those whose reminders were turned off. An address turned off is not replaced by the account's.
 * Two reads for all the carriers of a pass.
 */
export async function recipientsOf(db: Db, userIds: number[]): Promise<Map<number, Recipient[]>> {
  const result = new Map<number, Recipient[]>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return result;
  const marked = await db
    .select({ usuario_id: persona.usuario_id, id: persona_email.id, address: persona_email.email, recordatorios: persona_email.recordatorios })
    .from(persona_email)
    .innerJoin(persona, eq(persona.id, persona_email.persona_id))
    .where(and(eq(persona_email.notificar, true), inArray(persona.usuario_id, ids)))
    .orderBy(asc(persona_email.id));
  const seen = new Map<number, Set<string>>();
  for (const m of marked) {
    const mine = result.get(m.usuario_id) ?? [];
    result.set(m.usuario_id, mine);
    const addresses = seen.get(m.usuario_id) ?? new Set<string>();
    seen.set(m.usuario_id, addresses);
    const key = m.address.toLowerCase();
    if (!m.recordatorios || addresses.has(key)) continue;
    addresses.add(key);
    mine.push({ kind: "email", id: m.id, address: m.address });
  }
  const unmarked = ids.filter((id) => !result.has(id));
  if (unmarked.length === 0) return result;
  const accounts = await db
    .select({ id: usuario.id, address: usuario.email, recordatorios: usuario.recordatorios })
    .from(usuario)
    .where(inArray(usuario.id, unmarked));
  for (const a of accounts) result.set(a.id, a.recordatorios ? [{ kind: "usuario", id: a.id, address: a.address }] : []);
  return result;
}
