import { eq } from "drizzle-orm";
import { MSG } from "@portal/domain/messages";
import type { PilotoData } from "@portal/domain/piloto";
import type { Db } from "../../db/client";
import { piloto } from "../../db/schema/index";
import { actingPersona } from "../../lib/ownership";
import { unprocessable } from "../../lib/errors";
import { selectPilotos } from "./piloto-row";
import { requirePilotoCatalogues, uniquePilotoCui } from "./piloto-rules";

/**
 * The pilot belongs to the carrier the request acts for (`X-Actuar-Como`, else the caller's own carrier);
 * the body names no persona.
 */
export async function createPiloto(db: Db, userId: number, body: PilotoData, actuarComo?: unknown) {
  const personaId = await actingPersona(db, actuarComo, userId, "escribir");
  if (!personaId) throw unprocessable(MSG.noPersona);
  const owner = { id: personaId };
  await requirePilotoCatalogues(db, body);
  const [created] = await uniquePilotoCui(() =>
    db.insert(piloto).values({ ...body, persona_id: owner.id }).returning({ id: piloto.id }),
  );
  const [row] = await selectPilotos(db, eq(piloto.id, created.id));
  return row;
}
