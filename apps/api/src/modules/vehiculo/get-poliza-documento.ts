import { VEHICULO_MSG } from "@portal/domain/vehiculo";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { archivoDataUrl } from "../../lib/pdf";
import { findPolizaArchivo } from "./find-poliza-archivo";

/** The policy PDF of one of the caller's vehicles, as a data URL. */
export async function getPolizaDocumento(db: Db, vehiculoId: number, userId: number): Promise<string> {
  const dataUrl = await archivoDataUrl(db, await findPolizaArchivo(db, vehiculoId, userId));
  if (!dataUrl) throw notFound(VEHICULO_MSG.sinDocumento);
  return dataUrl;
}
