import { type Credencial, CREDENCIAL_ALG, credencialSchema } from "@portal/domain/credencial";
import { normalizeCodigo } from "@portal/domain/validacion";
import { createLocalJWKSet, errors, type JSONWebKeySet, jwtVerify } from "jose";

/** What the signature of a QR's credential says, before (and without) asking the server. */
export type Veredicto =
  | { tipo: "valida"; credencial: Credencial }
  /** Signed by the portal, but its vigencia has ended. */
  | { tipo: "vencida"; credencial: Credencial }
  /** Altered, signed by another key, or not for this code. */
  | { tipo: "no-valida" }
  /** Signed with a key this browser does not know yet and cannot fetch (offline). */
  | { tipo: "clave-desconocida" }
  /** This browser cannot check Ed25519 signatures. */
  | { tipo: "no-soportada" };

const claims = (payload: unknown, codigo: string): Credencial | null => {
  const parsed = credencialSchema.safeParse(payload);
  return parsed.success && parsed.data.c === normalizeCodigo(codigo) ? parsed.data : null;
};

/** Checks a compact JWS against a key set: the signature first, then its expiry and that it belongs to `codigo`. */
export async function verifyCredencial(jws: string, jwks: JSONWebKeySet, codigo: string): Promise<Veredicto> {
  try {
    const { payload } = await jwtVerify(jws, createLocalJWKSet(jwks), { algorithms: [CREDENCIAL_ALG] });
    const credencial = claims(payload, codigo);
    return credencial ? { tipo: "valida", credencial } : { tipo: "no-valida" };
  } catch (err) {
    // jose checks the signature before the claims: an expired credential is a genuine one.
    if (err instanceof errors.JWTExpired) {
      const credencial = claims(err.payload, codigo);
      return credencial ? { tipo: "vencida", credencial } : { tipo: "no-valida" };
    }
    if (err instanceof errors.JWKSNoMatchingKey) return { tipo: "clave-desconocida" };
    if (err instanceof errors.JOSENotSupported) return { tipo: "no-soportada" };
    return { tipo: "no-valida" };
  }
}
