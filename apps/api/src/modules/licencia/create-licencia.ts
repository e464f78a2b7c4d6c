import { LICENCIA_MSG, type LicenciaInput } from "@portal/domain/licencia";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { licencia, tipo_licencia } from "../../db/schema/index";
import { requireCatalogueIds } from "../../lib/catalogue-check";
import { requireOwnPersona } from "../../lib/ownership";
import { conflictOnUnique } from "../../lib/unique-conflict";
import { selectLicencias } from "./licencia-rows";

/** Registers a licence; its number is unique per carrier (409). */
export async function createLicencia(db: Db, personaId: number, userId: number, input: LicenciaInput) {
  const persona = await requireOwnPersona(db, personaId, userId, "escribir");
  await requireCatalogueIds(db, [{ field: "tipo_licencia_id", table: tipo_licencia, id: input.tipo_licencia_id }]);
  const [row] = await conflictOnUnique(
    () => db.insert(licencia).values({ ...input, persona_id: persona.id }).returning({ id: licencia.id }),
    "licencia_persona_numero_uq",
    "numero",
    LICENCIA_MSG.duplicate,
  );
  const [created] = await selectLicencias(db, eq(licencia.id, row.id));
  return created;
}
