import { randomBytes, randomInt } from "node:crypto";
import { CODIGO_ALPHABET, CODIGO_LENGTH } from "@portal/domain/validacion";

/** 8 Crockford base32 characters: 40 bits, readable over the phone; uniqueness is checked on insert. */
export function newCodigo(): string {
  let codigo = "";
  for (let i = 0; i < CODIGO_LENGTH; i++) codigo += CODIGO_ALPHABET[randomInt(CODIGO_ALPHABET.length)];
  return codigo;
}

/** 144 random bits, base64url (24 characters): the secret that makes a printed QR hard to forge. */
export const newLlave = () => randomBytes(18).toString("base64url");
