import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { persona, persona_email, usuario } from "../../../db/schema/index";
import type { Baja } from "./unsubscribe-token";

export interface Recipient extends Baja {
  address: string;
}

/**
 * Where a carrier's reminders go: its e-mails marked `notificar`, else the account's address; less
 * those whose reminders were turned off. An address turned off is not replaced by the account's.
 */
export async function recipientsOf(db: Db, userId: number): Promise<Recipient[]> {
  const marked = await db
    .select({ id: persona_email.id, address: persona_email.email, recordatorios: persona_email.recordatorios })
    .from(persona_email)
    .where(and(eq(persona_email.notificar, true), inArray(persona_email.persona_id, db.select({ id: persona.id }).from(persona).where(eq(persona.usuario_id, userId)))));
  if (marked.length > 0) {
    const seen = new Set<string>();
    return marked
      .filter((m) => m.recordatorios && !seen.has(m.address.toLowerCase()) && seen.add(m.address.toLowerCase()))
      .map((m) => ({ kind: "email" as const, id: m.id, address: m.address }));
  }
  const [account] = await db.select({ address: usuario.email, recordatorios: usuario.recordatorios }).from(usuario).where(eq(usuario.id, userId));
  return account?.recordatorios ? [{ kind: "usuario", id: userId, address: account.address }] : [];
}
