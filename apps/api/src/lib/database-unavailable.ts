/**
 * Is this error "the database is not answering right now" (so 503 + Retry-After, and the client may try
 * again), as opposed to a fault of the request or of the code? Decided by the kind of error, not by a list
 * of the ones seen so far: anything raised while opening a connection (db/client.ts marks it), the
 * SQLSTATE classes that mean the server or the link failed, socket errors, and the driver's own messages
 * for a lost or closed connection. Walks the `cause` chain, since Drizzle wraps driver errors ("Failed query: …").
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { [CONNECT_ERROR]?: true })[CONNECT_ERROR]) return true;
    const { code, message, syscall } = e as { code?: unknown; message?: unknown; syscall?: unknown };
    if (typeof code === "string" && (SOCKET_CODES.has(code) || isUnavailableSqlState(code))) return true;
    // A Unix socket that is not there: the embedded database's thread is starting again (decision 100).
    if (code === "ENOENT" && syscall === "connect") return true;
    if (typeof message === "string" && DRIVER_MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

const CONNECT_ERROR = Symbol.for("portal.databaseConnectError");

/**
 * Marks an error raised while a connection was being opened. Whatever its SQLSTATE, the request never got
 * a connection: the server is starting or stopping (57P03), refuses connections to this database
 * (55000 "is not currently accepting connections"), has no slot left (53300), does not know the database or
 * the role (3D000, 28000) or refuses the password (28P01). None is the request's fault, and a retry
 * succeeds once the server or its settings are right again.
 */
export function markConnectError<E>(err: E): E {
  if (err && typeof err === "object") Object.defineProperty(err, CONNECT_ERROR, { value: true });
  return err;
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
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATE classes that mean the server, not the request: 08 connection exception, 53 insufficient
 * resources (too many connections, out of memory, disk full), 57 operator intervention (shutting down,
 * crashed, starting up, database dropped, a statement cancelled or timed out, an idle session ended),
 * 58 system error (I/O errors outside PostgreSQL). And two codes of other classes: 25P03 (the
 * idle-in-transaction timeout ended the session) and 25006 (a write reached a read-only server: the old
 * primary during a failover). 55000 "database … is not currently accepting connections" only ever comes
 * while connecting, so the connect mark covers it; the same code on an open connection (`currval` before
 * `nextval`, say) is a bug and stays a 500.
 */
function isUnavailableSqlState(code: string): boolean {
  return /^(?:08|53|57|58)[0-9A-Z]{3}$/.test(code) || code === "25P03" || code === "25006";
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
