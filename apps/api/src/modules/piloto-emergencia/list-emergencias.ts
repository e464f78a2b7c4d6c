import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { piloto, piloto_emergencia } from "../../db/schema/index";
import { requireOwned } from "../../lib/ownership";
import { emergenciaColumns } from "./emergencia-columns";

export async function listEmergencias(db: Db, pilotoId: number, userId: number) {
  await requireOwned(db, piloto, pilotoId, userId);
  return db.select(emergenciaColumns).from(piloto_emergencia).where(eq(piloto_emergencia.piloto_id, pilotoId)).orderBy(piloto_emergencia.id);
}
