import type { telefonoCreateSchema } from "@portal/domain/persona-contacto";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { persona_telefono, tipo_telefono } from "../../db/schema/index";
import { requireCatalogueIds } from "../../lib/catalogue-check";

/** Adds a phone to the (already owned) persona; answers the new id. */
export async function createTelefono(db: Db, personaId: number, body: z.output<typeof telefonoCreateSchema>) {
  await requireCatalogueIds(db, [{ field: "tipo_telefono_id", table: tipo_telefono, id: body.tipo_telefono_id }]);
  const [row] = await db
    .insert(persona_telefono)
    .values({ ...body, persona_id: personaId })
    .returning({ id: persona_telefono.id });
  return row.id;
}
