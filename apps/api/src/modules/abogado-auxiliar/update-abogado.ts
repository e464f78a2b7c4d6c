import { eq } from "drizzle-orm";
import type { abogadoInput } from "@portal/domain/abogado";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { abogado_auxiliar } from "../../db/schema/index";
import { notOwned, ownedRow } from "../../lib/ownership";
import { selectAbogados } from "./abogado-row";
import { requireAbogadoCatalogues, uniqueAbogadoCui } from "./abogado-rules";

export async function updateAbogado(db: Db, id: number, userId: number, body: z.output<typeof abogadoInput>) {
  await requireAbogadoCatalogues(db, body);
  const [updated] = await uniqueAbogadoCui(() =>
    db
      .update(abogado_auxiliar)
      .set({ ...body, updated_at: new Date() })
      .where(ownedRow(abogado_auxiliar, id, userId, "escribir"))
      .returning({ id: abogado_auxiliar.id }),
  );
  if (!updated) throw await notOwned(db, abogado_auxiliar, id, userId, "escribir");
  const [row] = await selectAbogados(db, eq(abogado_auxiliar.id, updated.id));
  return row;
}
