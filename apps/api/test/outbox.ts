import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TestContext } from "./app";

/** Quoted-printable decoded: soft line breaks joined, `=C3=A9` back to "é". */
const unquote = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));

/** The mails of the app's local outbox (DATA_DIR/outbox) sent to `to`, as .eml text with the body decoded. */
export function mailsTo(ctx: TestContext, to: string): string[] {
  const dir = path.join(ctx.config.DATA_DIR, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => unquote(readFileSync(path.join(dir, f), "utf8")))
    .filter((raw) => raw.includes(`To: ${to}`));
}
