import type { representanteUpdateSchema } from "@portal/domain/representante";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { representante } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedRow, requireOwned } from "../../lib/ownership";
import { checkRepresentanteCatalogues } from "./check-catalogues";
import { selectRepresentantes } from "./select-representantes";

/** Replaces the fields of one of the caller's representatives; the legal entity it belongs to does not change. */
export async function updateRepresentante(db: Db, id: number, userId: number, fields: z.output<typeof representanteUpdateSchema>) {
  await requireOwned(db, representante, id, userId, "escribir");
  await checkRepresentanteCatalogues(db, fields);
  const updated = await db
    .update(representante)
    .set({ ...fields, updated_at: sql`now()` })
    .where(ownedRow(representante, id, userId, "escribir"))
    .returning({ id: representante.id });
  if (updated.length === 0) throw notFound();
  const [row] = await selectRepresentantes(db, eq(representante.id, id));
  return row;
}
