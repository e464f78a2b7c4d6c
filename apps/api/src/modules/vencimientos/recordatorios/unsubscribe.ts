import { eq, sql } from "drizzle-orm";
import { RECORDATORIO_MSG } from "@portal/domain/vencimiento";
import type { Db } from "../../../db/client";
import { persona_email, usuario } from "../../../db/schema/index";
import { notFound } from "../../../lib/errors";
import { sharedSecret } from "../../../lib/instance-secret";
import { UNSUBSCRIBE_SECRET } from "./run-reminders";
import { readUnsubscribeToken } from "./unsubscribe-token";

/** The unsubscribe link: turns reminders off for the address it was mailed to; answers that address. 404 for a bad token. */
export async function unsubscribe(db: Db, token: string): Promise<string> {
  const baja = readUnsubscribeToken(await sharedSecret(db, UNSUBSCRIBE_SECRET), token);
  if (!baja) throw notFound(RECORDATORIO_MSG.bajaInvalida);
  const table = baja.kind === "email" ? persona_email : usuario;
  const [row] = await db
    .update(table)
    .set({ recordatorios: false, updated_at: sql`now()` })
    .where(eq(table.id, baja.id))
    .returning({ email: table.email });
  if (!row) throw notFound(RECORDATORIO_MSG.bajaInvalida);
  return row.email;
}
