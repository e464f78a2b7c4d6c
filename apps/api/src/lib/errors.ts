/** Field → messages, as answered under `errors` on a 422. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one typed application error. Modules throw it; the errors plugin maps it to
 * `{ message, errors? }` with its status. Messages are Spanish and safe to show.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
    public readonly headers?: Record<string, string>,
    /** Machine-readable fields sent next to `message` (e.g. `motivo`); the route's schema must list them. */
    public readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message = "Solicitud mal formada.") => new AppError(400, message);
export const unauthorized = (message = "No autorizado. Inicie sesión nuevamente.") => new AppError(401, message);
export const notFound = (message = "Registro no encontrado.") => new AppError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new AppError(409, message, errors);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
export const unprocessable = (message: string, errors?: FieldErrors) => new AppError(422, message, errors);
/** A 422 that says why in a machine-readable field too: `{ message, motivo }`. */
export const refusedBecause = (motivo: string, message: string) => new AppError(422, message, undefined, undefined, { motivo });
/** A 422 about one field: the message is also the field's message. */
export const invalidField = (field: string, message: string) => new AppError(422, message, { [field]: [message] });

/**
 * 422 for a body a route checks itself (a JSON field of a multipart form): each issue under its field,
 * named as the errors plugin names the fields of a JSON body (`a.0.b`, `_` for the whole body).
 */
export function invalidFields(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): AppError {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[issue.path.map(String).join(".") || "_"] ??= []).push(issue.message);
  return new AppError(422, issues[0]?.message ?? "Los datos enviados no son válidos.", errors);
}
