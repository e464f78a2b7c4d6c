import type { emergenciaInput } from "@portal/domain/emergencia";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { piloto, piloto_emergencia } from "../../db/schema/index";
import { requireOwned } from "../../lib/ownership";
import { emergenciaColumns } from "./emergencia-columns";

/** The contact belongs to the pilot's carrier; the pilot must be the caller's. */
export async function createEmergencia(db: Db, pilotoId: number, userId: number, body: z.output<typeof emergenciaInput>) {
  const owner = await requireOwned(db, piloto, pilotoId, userId, "escribir");
  const [created] = await db
    .insert(piloto_emergencia)
    .values({ ...body, piloto_id: owner.id, persona_id: owner.persona_id })
    .returning(emergenciaColumns);
  return created;
}
