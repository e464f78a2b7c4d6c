import { CREDENCIAL_ALG, CREDENCIAL_CRV } from "@portal/domain/credencial";
import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair } from "jose";
import type { clave_firma } from "../../db/schema/index";

/** Characters of the JWK thumbprint kept as `kid`: unique among a handful of keys, short in every QR. */
export const KID_LENGTH = 8;

export type SigningKeyRow = Pick<typeof clave_firma.$inferInsert, "kid" | "clave_publica" | "clave_privada">;

/** A fresh Ed25519 key pair: its `kid` (from the thumbprint), public JWK and private PKCS#8 PEM. */
export async function newSigningKey(): Promise<SigningKeyRow> {
  const { publicKey, privateKey } = await generateKeyPair(CREDENCIAL_ALG, { crv: CREDENCIAL_CRV, extractable: true });
  const jwk = await exportJWK(publicKey);
  const clave_publica = { kty: jwk.kty ?? "OKP", crv: jwk.crv ?? CREDENCIAL_CRV, x: jwk.x ?? "" };
  const kid = (await calculateJwkThumbprint(clave_publica)).slice(0, KID_LENGTH);
  return { kid, clave_publica, clave_privada: await exportPKCS8(privateKey) };
}
