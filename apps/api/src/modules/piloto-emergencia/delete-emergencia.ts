import type { Db } from "../../db/client";
import { piloto_emergencia } from "../../db/schema/index";
import { notOwned, ownedRow } from "../../lib/ownership";

export async function deleteEmergencia(db: Db, id: number, userId: number) {
  const [deleted] = await db
    .delete(piloto_emergencia)
    .where(ownedRow(piloto_emergencia, id, userId, "escribir"))
    .returning({ id: piloto_emergencia.id });
  if (!deleted) throw await notOwned(db, piloto_emergencia, id, userId, "escribir");
}
