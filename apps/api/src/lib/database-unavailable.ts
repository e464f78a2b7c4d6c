/**
 * Is this error "the database is not answering right now" (so 503 + Retry-After, and the client may try
 * again), as opposed to a fault of the request or of the code? Covers the node-postgres driver and pool,
 * PostgreSQL's own refusals, socket errors, and PGlite once closed. Walks the `cause` chain, since
 * Drizzle wraps driver errors ("Failed query: …").
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message, syscall } = e as { code?: unknown; message?: unknown; syscall?: unknown };
    if (typeof code === "string" && (SOCKET_CODES.has(code) || isUnavailableSqlState(code))) return true;
    // A Unix socket that is not there: the embedded database's thread is starting again (decision 100).
    if (code === "ENOENT" && syscall === "connect") return true;
    if (typeof message === "string" && DRIVER_MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

/** Seconds a client is told to wait (`Retry-After`) while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_MESSAGE = "El servicio no está disponible en este momento. Intente de nuevo en unos segundos.";

const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATE: class 08 (connection exception), 53 (insufficient resources: too many connections, out of
 * memory, disk full), 57P01-57P03 (server shutting down, crashed, not yet accepting), 57014 (statement
 * timeout or cancel), 25P03 (idle-in-transaction timeout ended the session), 25006 (a write reached a
 * read-only server: the old primary during a failover).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^(?:08|53)[0-9A-Z]{3}$/.test(code) || ["57P01", "57P02", "57P03", "57014", "25P03", "25006"].includes(code);
}

/** node-postgres and pg-pool report these without a code. */
const DRIVER_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
  "PGlite is closed",
];
