import { eq } from "drizzle-orm";
import type { mandatoInput } from "@portal/domain/mandato";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { mandato } from "../../db/schema/index";
import { requireOwnPersona } from "../../lib/ownership";
import { selectMandatos } from "./mandato-row";
import { requireMandatoCatalogues, uniqueMandatoCui } from "./mandato-rules";

export async function createMandato(db: Db, personaId: number, userId: number, body: z.output<typeof mandatoInput>) {
  await requireOwnPersona(db, personaId, userId, "escribir");
  await requireMandatoCatalogues(db, body);
  const [created] = await uniqueMandatoCui(() =>
    db.insert(mandato).values({ ...body, persona_id: personaId }).returning({ id: mandato.id }),
  );
  const [row] = await selectMandatos(db, eq(mandato.id, created.id));
  return row;
}
