import { readFileSync } from "node:fs";
import path from "node:path";
import { passwordIsNit } from "@portal/domain/auth";
import { MSG } from "@portal/domain/messages";
import argon2 from "argon2";
import { invalidField } from "./errors";
import { runtimeFiles } from "./runtime-files";

// argon2id with OWASP's baseline cost (19 MiB, 2 passes): a fraction of a second per login, and
// the parameters travel inside each hash, so raising them later keeps old hashes valid.
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const listsDir = runtimeFiles.passwordLists;
let blocklist: Set<string> | undefined;

function commonPasswords(): Set<string> {
  blocklist ??= new Set(
    ["common-passwords.txt", "common-passwords-es.txt"]
      .flatMap((file) => readFileSync(path.join(listsDir, file), "utf8").split(/\r?\n/))
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return blocklist;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** The server-side rules on top of the shared length rule: not a common password, not the NIT. Throws 422. */
export function assertAcceptablePassword(password: string, nit: string, field = "password"): void {
  if (isCommonPassword(password)) throw invalidField(field, MSG.passwordCommon);
  if (passwordIsNit(password, nit)) throw invalidField(field, MSG.passwordIsNit);
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account) it still runs one
 * verification against a throwaway hash, so both cases take about the same time.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword(`unknown-account-${Math.random()}`);
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // not an argon2 hash (e.g. rows written by test fixtures)
  }
}
