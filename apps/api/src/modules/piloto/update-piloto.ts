import { eq } from "drizzle-orm";
import type { PilotoData } from "@portal/domain/piloto";
import type { Db } from "../../db/client";
import { piloto } from "../../db/schema/index";
import { notOwned, ownedRow } from "../../lib/ownership";
import { selectPilotos } from "./piloto-row";
import { requirePilotoCatalogues, uniquePilotoCui } from "./piloto-rules";

export async function updatePiloto(db: Db, id: number, userId: number, body: PilotoData) {
  await requirePilotoCatalogues(db, body);
  const [updated] = await uniquePilotoCui(() =>
    db
      .update(piloto)
      .set({ ...body, updated_at: new Date() })
      .where(ownedRow(piloto, id, userId, "escribir"))
      .returning({ id: piloto.id }),
  );
  if (!updated) throw await notOwned(db, piloto, id, userId, "escribir");
  const [row] = await selectPilotos(db, eq(piloto.id, updated.id));
  return row;
}
