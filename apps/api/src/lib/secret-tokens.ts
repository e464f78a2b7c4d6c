import { createHash, randomBytes } from "node:crypto";

/** A random opaque token, base64url; `bytes` of entropy (32 = 256 bits). */
export function newSecretToken(bytes: number): string {
  return randomBytes(bytes).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, hex (64 characters). */
export function sha256Hex(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
