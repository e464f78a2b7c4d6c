import { eq } from "drizzle-orm";
import type { mandatoInput } from "@portal/domain/mandato";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { mandato } from "../../db/schema/index";
import { notOwned, ownedRow } from "../../lib/ownership";
import { selectMandatos } from "./mandato-row";
import { requireMandatoCatalogues, uniqueMandatoCui } from "./mandato-rules";

export async function updateMandato(db: Db, id: number, userId: number, body: z.output<typeof mandatoInput>) {
  await requireMandatoCatalogues(db, body);
  const [updated] = await uniqueMandatoCui(() =>
    db
      .update(mandato)
      .set({ ...body, updated_at: new Date() })
      .where(ownedRow(mandato, id, userId, "escribir"))
      .returning({ id: mandato.id }),
  );
  if (!updated) throw await notOwned(db, mandato, id, userId, "escribir");
  const [row] = await selectMandatos(db, eq(mandato.id, updated.id));
  return row;
}
