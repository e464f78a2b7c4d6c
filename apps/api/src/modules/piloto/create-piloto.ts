import { asc, eq } from "drizzle-orm";
import { MSG } from "@portal/domain/messages";
import type { PilotoData } from "@portal/domain/piloto";
import type { Db } from "../../db/client";
import { persona, piloto } from "../../db/schema/index";
import { unprocessable } from "../../lib/errors";
import { selectPilotos } from "./piloto-row";
import { requirePilotoCatalogues, uniquePilotoCui } from "./piloto-rules";

/** The pilot belongs to the caller's persona (one per account); the client sends no persona id. */
export async function createPiloto(db: Db, userId: number, body: PilotoData) {
  const [owner] = await db
    .select({ id: persona.id })
    .from(persona)
    .where(eq(persona.usuario_id, userId))
    .orderBy(asc(persona.id))
    .limit(1);
  if (!owner) throw unprocessable(MSG.noPersona);
  await requirePilotoCatalogues(db, body);
  const [created] = await uniquePilotoCui(() =>
    db.insert(piloto).values({ ...body, persona_id: owner.id }).returning({ id: piloto.id }),
  );
  const [row] = await selectPilotos(db, eq(piloto.id, created.id));
  return row;
}
