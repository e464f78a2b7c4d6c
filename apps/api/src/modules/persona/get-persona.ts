import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { juridico, natural } from "../../db/schema/index";
import { requireOwnPersona } from "../../lib/ownership";
import { reviewFieldsOf } from "../../lib/review-fields";

/** The detail the login flow reads: `persona`, `jurdico` (spelling of the contract) and `natural`. */
export async function getPersona(db: Db, personaId: number, userId: number) {
  const p = await requireOwnPersona(db, personaId, userId, "leer");
  const [jurdico, naturales] = await Promise.all([
    db.select().from(juridico).where(eq(juridico.persona_id, p.id)),
    db.select().from(natural).where(eq(natural.persona_id, p.id)),
  ]);
  // The review date as ISO text (decision 155); the other columns as the contract had them.
  const answered = <R extends Parameters<typeof reviewFieldsOf>[0]>(rows: R[]) => rows.map((r) => ({ ...r, ...reviewFieldsOf(r) }));
  return { persona: p, jurdico: answered(jurdico), natural: answered(naturales) };
}
