import { CREDENCIAL_ALG } from "@portal/domain/credencial";
import { gte, isNull, or } from "drizzle-orm";
import type { JWK } from "jose";
import type { Db } from "../../db/client";
import { clave_firma } from "../../db/schema/index";

/** A public key as /.well-known/jwks.json lists it. */
export const publishedJwk = (kid: string, jwk: JWK): JWK => ({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, kid, alg: CREDENCIAL_ALG, use: "sig" });

/**
 * The public keys a verifier needs today: the active one and every retired one whose last possible
 * credential has not expired yet (`publicar_hasta` on or after `today`, Guatemala's date).
 */
export async function publishedKeys(db: Db, today: string): Promise<JWK[]> {
  const rows = await db
    .select({ kid: clave_firma.kid, jwk: clave_firma.clave_publica })
    .from(clave_firma)
    .where(or(isNull(clave_firma.retirada_at), gte(clave_firma.publicar_hasta, today)))
    .orderBy(clave_firma.created_at);
  return rows.map((r) => publishedJwk(r.kid, r.jwk));
}
