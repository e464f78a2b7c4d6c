import { ApiError } from "./api-client";

/**
 * The text of a failed write: the server's own explanation when it refused the request (a 4xx
 * with a message, e.g. "No se puede eliminar la licencia porque tiene tarjetas de operación
 * asociadas."), the connection message when there was no answer, else the spec's text.
 */
export function serverMessageOr(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  if (err.kind !== "http") return err.message;
  return err.status < 500 && err.body ? err.message : fallback;
}
