import { CREDENCIAL_ALG } from "@portal/domain/credencial";
import { KID_LENGTH } from "./new-signing-key";
import { calculateJwkThumbprint, type CryptoKey, exportJWK, importJWK, importPKCS8, type JWK } from "jose";

/** A key the server signs credentials with: its `kid` and private key. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

/** Imported keys by kid: a PEM is parsed once per instance, not at every QR image. */
const imported = new Map<string, Promise<CryptoKey>>();

/** The private key of a PKCS#8 PEM, imported once per kid. */
export function importSigningKey(kid: string, pkcs8: string): Promise<SigningKey> {
  let key = imported.get(kid);
  if (!key) {
    key = importPKCS8(pkcs8, CREDENCIAL_ALG, { extractable: true });
    imported.set(kid, key);
    key.catch(() => imported.delete(kid));
  }
  return key.then((privateKey) => ({ kid, privateKey }));
}

/** A private key given as a PKCS#8 PEM or a private JWK (configuration), with its public JWK; `kid` defaults as for generated keys. */
export async function configuredKey(value: string, kid?: string): Promise<{ key: SigningKey; publicJwk: JWK }> {
  const trimmed = value.trim();
  let privateKey: CryptoKey;
  if (trimmed.startsWith("{")) {
    const jwk = JSON.parse(trimmed) as JWK;
    // A public JWK would start the server and fail at the first QR image: refuse it now.
    if (!jwk.d) throw new Error("QR_SIGNING_KEY: el JWK no tiene la parte privada (d)");
    privateKey = (await importJWK({ ...jwk, ext: true }, CREDENCIAL_ALG)) as CryptoKey;
  } else {
    privateKey = await importPKCS8(trimmed, CREDENCIAL_ALG, { extractable: true });
  }
  const { kty, crv, x } = await exportJWK(privateKey);
  const publicJwk = { kty, crv, x };
  return { key: { kid: kid ?? (await calculateJwkThumbprint(publicJwk)).slice(0, KID_LENGTH), privateKey }, publicJwk };
}
