import type { emailCreateSchema } from "@portal/domain/persona-contacto";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { persona_email } from "../../db/schema/index";

/** Adds an e-mail to the (already owned) persona; answers the new id. */
export async function createEmail(db: Db, personaId: number, body: z.output<typeof emailCreateSchema>) {
  const [row] = await db
    .insert(persona_email)
    .values({ ...body, persona_id: personaId })
    .returning({ id: persona_email.id });
  return row.id;
}
