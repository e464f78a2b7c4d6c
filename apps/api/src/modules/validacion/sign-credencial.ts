import { type Credencial, CREDENCIAL_ALG, vigenciaEndsAt } from "@portal/domain/credencial";
import { SignJWT } from "jose";
import type { SigningKey } from "../../lib/signing-keys/signing-key";
import type { ValidacionRow } from "./validacion-rows";

/** The credential's claims for a QR record: the vehicle as the registry holds it, valid to the end of its vigencia. */
export function credencialClaims(row: ValidacionRow): Credencial {
  return {
    c: row.codigo,
    p: row.shown.numero_placa,
    b: row.shown.marca,
    m: row.shown.modelo,
    l: row.shown.licencia_numero,
    t: row.tarjeta_numero ?? "",
    n: row.shown.transportista,
    v: row.vigencia,
    // The record's creation, not the download: Ed25519 is deterministic, so one key gives one image per code.
    iat: Math.floor(row.created_at.getTime() / 1000),
    exp: vigenciaEndsAt(row.vigencia),
  };
}

/** A compact JWS of the claims; the header holds only `alg` and `kid` (every byte makes the QR denser). */
export function signCredencial(key: SigningKey, claims: Credencial): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: CREDENCIAL_ALG, kid: key.kid }).sign(key.privateKey);
}
