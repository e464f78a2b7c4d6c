import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { StoredArchivo } from "./pdf";

/**
 * Downloads of stored PDFs as `application/pdf` (docs/decisions/098): the bytes of `archivo` as they
 * are, no base64 and no JSON around them, with a length, an inline disposition and the SHA-256 as a
 * strong ETag (a file never changes under its hash, so a browser that has it gets 304).
 */

/** Bytes written to the socket per chunk, so a slow phone does not hold the event loop on one large write. */
const CHUNK_BYTES = 256 * 1024;

/** An ASCII file name for the header: accents dropped, every run of other characters turned into one "-". */
export function safeFileName(name: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join("-")
    .slice(0, 100);
  return `${ascii || "documento"}.pdf`;
}

/** Whether the client's If-None-Match names this ETag (or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim().replace(/^W\//, "");
    return t === "*" || t === etag;
  });
}

/** Answers a stored file: 304 when the client already holds it, otherwise its bytes streamed in chunks. */
export function sendPdf(request: FastifyRequest, reply: FastifyReply, file: StoredArchivo, fileName: string) {
  const etag = `"${file.sha256}"`;
  // Private: the file belongs to one carrier; no-cache: the browser revalidates with the ETag every time.
  reply.header("etag", etag).header("cache-control", "private, no-cache");
  if (matches(request.headers["if-none-match"], etag)) return reply.status(304).send();
  const bytes = file.contenido;
  const chunks = (function* () {
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES) yield bytes.subarray(at, at + CHUNK_BYTES);
  })();
  return reply
    .type(file.content_type)
    .header("content-length", String(bytes.length))
    .header("content-disposition", `inline; filename="${safeFileName(fileName)}"`)
    .header("x-content-type-options", "nosniff")
    .send(Readable.from(chunks, { objectMode: false }));
}
