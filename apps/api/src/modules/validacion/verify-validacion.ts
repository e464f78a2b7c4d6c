import { createHash, timingSafeEqual } from "node:crypto";
import { isCodigo, normalizeCodigo, VALIDACION_MSG, type Verificacion } from "@portal/domain/validacion";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { revocacionPublica } from "./revocacion-publica";
import { selectValidacionByCodigo } from "./validacion-rows";

const digest = (value: string) => createHash("sha256").update(value).digest();
/** Equal-length digests, so the comparison takes the same time whatever the key. */
const sameKey = (given: string, stored: string) => timingSafeEqual(digest(given), digest(stored));
const NO_KEY = "-".repeat(24);

/**
 * The public check of a printed QR. An unknown code and a wrong key answer the same 404, after the
 * same key comparison, so neither the answer nor its timing tells whether a code exists.
 */
export async function verifyValidacion(db: Db, rawCodigo: string, llave: string): Promise<Verificacion> {
  const codigo = normalizeCodigo(rawCodigo);
  const row = isCodigo(codigo) ? await selectValidacionByCodigo(db, codigo) : undefined;
  const keyMatches = sameKey(llave, row?.llave ?? NO_KEY);
  if (!row || !keyMatches) throw notFound(VALIDACION_MSG.noEncontrado);
  // The vehicle data is the registry's now (the snapshot only once the vehicle is gone): docs/decisions/071.
  return {
    estado: row.estado,
    codigo: row.codigo,
    ...row.shown,
    vigencia: row.vigencia,
    verificado: row.verificado,
    revocacion: revocacionPublica(row),
  };
}
