import { asc, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { persona_email } from "../../db/schema/index";

/** E-mails matching `where`. At most `limit` in `id` order (decision 095). */
export function selectEmails(db: Db | Tx, where: SQL, limit = 1) {
  const e = persona_email;
  return db
    .select({ id: e.id, persona_id: e.persona_id, email: e.email, notificar: e.notificar, recordatorios: e.recordatorios })
    .from(e)
    .where(where)
    .orderBy(asc(e.id))
    .limit(limit);
}
