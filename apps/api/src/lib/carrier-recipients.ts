import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { persona, persona_email, usuario } from "../db/schema/index";

/** Where the authority writes to a carrier: its e-mails marked `notificar`, else its account's e-mail. */
export async function carrierRecipients(db: Db, personaId: number): Promise<string[]> {
  const marked = await db
    .select({ email: persona_email.email })
    .from(persona_email)
    .where(and(eq(persona_email.persona_id, personaId), eq(persona_email.notificar, true)))
    .limit(10);
  if (marked.length > 0) return [...new Set(marked.map((m) => m.email))];
  const [account] = await db.select({ email: usuario.email }).from(persona).innerJoin(usuario, eq(usuario.id, persona.usuario_id)).where(eq(persona.id, personaId));
  return account ? [account.email] : [];
}
