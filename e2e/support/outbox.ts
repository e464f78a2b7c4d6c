import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Decodes a quoted-printable body (soft line breaks and =XX bytes, UTF-8). */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const m = joined[i] === "=" ? /^[0-9A-F]{2}$/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (m) {
      bytes.push(parseInt(m[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** A MIME header value, with RFC 2047 encoded words (=?UTF-8?Q/B?...?=) decoded. */
function header(raw: string, name: string): string {
  const m = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(raw);
  if (!m) return "";
  return m[1]
    .replace(/\r?\n[ \t]/g, " ")
    .trim()
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, enc: string, text: string) =>
      enc.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    )
    .replace(/\?=\s+=\?/g, "");
}

/** The text/plain part of a message (or the whole body of a single-part one), decoded. */
function plainText(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? parts[0];
  const split = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, split);
  const body = part.slice(split).trim();
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** Every mail the API wrote to DATA_DIR/outbox (no MAIL_URL), oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs || a.localeCompare(b))
    .map((file) => {
      const raw = readFileSync(file, "utf8");
      const text = plainText(raw);
      return { file, to: header(raw, "To"), subject: header(raw, "Subject"), text, links: text.match(/https?:\/\/\S+/g) ?? [] };
    });
}

/** Waits for the newest mail to `to`, polling the outbox. */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readOutbox(dataDir)
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No llegó ningún correo para ${to} a ${dataDir}/outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR no está definido (lo define playwright.config.ts)");
  return dir;
}
