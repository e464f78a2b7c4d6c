import type { Db } from "../../db/client";
import { piloto } from "../../db/schema/index";
import { ownedBy } from "../../lib/ownership";
import { selectPilotos } from "./piloto-row";

/** The caller's pilots, each wrapped as `{ piloto }` (the shape the list screen reads). */
export async function listPilotos(db: Db, userId: number) {
  const pilotos = await selectPilotos(db, ownedBy(piloto.persona_id, userId));
  return pilotos.map((p) => ({ piloto: p }));
}
