import { eq } from "drizzle-orm";
import type { abogadoInput } from "@portal/domain/abogado";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { abogado_auxiliar } from "../../db/schema/index";
import { requireOwnPersona } from "../../lib/ownership";
import { selectAbogados } from "./abogado-row";
import { requireAbogadoCatalogues, uniqueAbogadoCui } from "./abogado-rules";

export async function createAbogado(db: Db, personaId: number, userId: number, body: z.output<typeof abogadoInput>) {
  await requireOwnPersona(db, personaId, userId, "escribir");
  await requireAbogadoCatalogues(db, body);
  const [created] = await uniqueAbogadoCui(() =>
    db.insert(abogado_auxiliar).values({ ...body, persona_id: personaId }).returning({ id: abogado_auxiliar.id }),
  );
  const [row] = await selectAbogados(db, eq(abogado_auxiliar.id, created.id));
  return row;
}
