import type { representanteCreateSchema } from "@portal/domain/representante";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { juridico, representante } from "../../db/schema/index";
import { invalidField } from "../../lib/errors";
import { notOwned, ownedRow, requireOwnPersona } from "../../lib/ownership";
import { checkRepresentanteCatalogues } from "./check-catalogues";
import { selectRepresentantes } from "./select-representantes";

export const PERSONA_MISMATCH = "La persona jurídica no pertenece a la persona indicada.";

/**
 * Adds a representative to one of the caller's legal entities. The juridico must be the caller's
 * (404 otherwise, so an individual cannot add one) and belong to the persona sent.
 */
export async function createRepresentante(db: Db, userId: number, body: z.output<typeof representanteCreateSchema>) {
  const { persona_id, juridico_id, ...fields } = body;
  const [entity] = await db.select().from(juridico).where(ownedRow(juridico, juridico_id, userId, "escribir"));
  if (!entity) throw await notOwned(db, juridico, juridico_id, userId, "escribir", "Persona jurídica no encontrada.");
  if (entity.persona_id !== persona_id) {
    await requireOwnPersona(db, persona_id, userId, "escribir");
    throw invalidField("persona_id", PERSONA_MISMATCH);
  }
  await checkRepresentanteCatalogues(db, fields);
  const [row] = await db
    .insert(representante)
    .values({ ...fields, persona_id: entity.persona_id, juridico_id: entity.id })
    .returning({ id: representante.id });
  const [created] = await selectRepresentantes(db, eq(representante.id, row.id));
  return created;
}
