import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "../lib/database-unavailable";
import { JSON_BODY_LIMIT } from "../lib/body-limit";
import { AppError, type FieldErrors } from "../lib/errors";

const GENERIC_422 = "Los datos enviados no son válidos.";

/** Postgres error codes that mean the client sent something the data refuses. */
const PG_UNIQUE = "23505";
const PG_FOREIGN_KEY = "23503";
/**
 * Class 22 (data exception): a value the column cannot hold — out of range (22003), NUL or bytes the
 * encoding refuses (22021, 22P05), too long (22001). The validators should have refused it first
 * (decisions 055, 056); this net keeps such a miss a 422, never a 500.
 */
const isPgDataException = (code: string) => code.startsWith("22");

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === "string" ? e.code : typeof e?.cause?.code === "string" ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * One error handler for the whole API: always `{ message, errors? }`, Spanish messages, never a stack
 * trace; 5xx details are logged with the request id and hidden from the client.
 */
export default fp(async (app) => {
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send({ message: err.message, ...err.details, ...(err.errors ? { errors: err.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldErrors = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
        (errors[field] ??= []).push(v.message ?? GENERIC_422);
      }
      const first = Object.values(errors)[0]?.[0];
      return reply.status(422).send({ message: first ?? GENERIC_422, errors });
    }
    if (isDatabaseUnavailable(err)) {
      // The database is away (restart, failover, network cut): the client may try again shortly.
      request.log.warn({ err: { message: (err as Error).message, code: (err as { code?: unknown }).code } }, "base de datos no disponible");
      return reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send({ message: UNAVAILABLE_MESSAGE });
    }
    const code = pgCode(err);
    if (code === PG_UNIQUE) return reply.status(409).send({ message: "El registro ya existe." });
    if (code === PG_FOREIGN_KEY) {
      return reply.status(422).send({ message: "Uno de los valores seleccionados no existe en el catálogo." });
    }
    if (code && isPgDataException(code)) {
      request.log.warn({ code }, "a value the validators let through was refused by the database");
      return reply.status(422).send({ message: GENERIC_422 });
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413 || (err as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      // Only the upload routes raise the body limit (decision 057); elsewhere the body is just too big.
      const upload = (request.routeOptions.bodyLimit ?? 0) > JSON_BODY_LIMIT;
      return reply.status(413).send({ message: upload ? "El archivo excede el tamaño máximo permitido." : "La solicitud excede el tamaño máximo permitido." });
    }
    if (status === 429) {
      const message = err instanceof Error && err.message ? err.message : "Demasiados intentos. Espere un momento e intente de nuevo.";
      return reply.status(429).send({ message });
    }
    if (status && status >= 400 && status < 500) {
      if ((err as { code?: string }).code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
        return reply.status(415).send({ message: "Tipo de contenido no soportado." });
      }
      return reply.status(status === 404 ? 404 : 400).send({ message: status === 404 ? "Recurso no encontrado." : "Solicitud mal formada." });
    }
    if (isResponseSerializationError(err)) request.log.error({ err, issues: err.cause.issues }, "response does not match its schema");
    else request.log.error({ err }, "unhandled error");
    return reply.status(500).send({ message: "Ocurrió un error inesperado." });
  });

});
