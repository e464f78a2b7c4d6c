import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { juridico, representante } from "../../db/schema/index";
import { requireOwned } from "../../lib/ownership";
import { selectRepresentantes } from "./select-representantes";

/** Representatives of one of the caller's legal entities; 404 when the entity is not the caller's. */
export async function listRepresentantes(db: Db, juridicoId: number, userId: number) {
  const entity = await requireOwned(db, juridico, juridicoId, userId);
  return selectRepresentantes(db, eq(representante.juridico_id, entity.id));
}
