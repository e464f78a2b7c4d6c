import { VEHICULO_MSG } from "@portal/domain/vehiculo";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { readArchivo } from "../../lib/pdf";
import { findPolizaArchivo } from "./find-poliza-archivo";

/** The stored policy PDF of one of the caller's vehicles and the name to download it under. */
export async function readPolizaPdf(db: Db, vehiculoId: number, userId: number) {
  const file = await readArchivo(db, await findPolizaArchivo(db, vehiculoId, userId));
  if (!file) throw notFound(VEHICULO_MSG.sinDocumento);
  return { file, fileName: `poliza-vehiculo-${vehiculoId}` };
}
