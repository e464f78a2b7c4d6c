import type { Db } from "../../db/client";
import { piloto } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedRow } from "../../lib/ownership";
import { selectPilotos } from "./piloto-row";

export async function getPiloto(db: Db, id: number, userId: number) {
  const [row] = await selectPilotos(db, ownedRow(piloto, id, userId, "leer"));
  if (!row) throw notFound();
  return row;
}
