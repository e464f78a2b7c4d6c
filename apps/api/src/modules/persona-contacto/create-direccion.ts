import type { direccionCreateSchema } from "@portal/domain/persona-contacto";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { persona_direccion, tipo_direccion } from "../../db/schema/index";
import { requireCatalogueIds } from "../../lib/catalogue-check";
import { checkUbicacion } from "./check-ubicacion";

/** Adds an address to the (already owned) persona; answers the new id. */
export async function createDireccion(db: Db, personaId: number, body: z.output<typeof direccionCreateSchema>) {
  await checkUbicacion(db, body);
  await requireCatalogueIds(db, [{ field: "tipo_direccion_id", table: tipo_direccion, id: body.tipo_direccion_id }]);
  const [row] = await db
    .insert(persona_direccion)
    .values({ ...body, persona_id: personaId })
    .returning({ id: persona_direccion.id });
  return row.id;
}
