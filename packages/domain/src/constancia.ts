import { z } from "zod";

/**
 * The certificate of registered data (GET /api/constancia, a PDF) and its public check at
 * /constancia/{codigo}: anyone holding the PDF confirms who it was issued to, when, and that the file is
 * the one issued (its SHA-256 equals the one kept), without a session.
 */

/** 24 base64url characters (144 random bits): the code printed on the PDF and carried by its QR. */
export const CONSTANCIA_CODIGO = /^[\w-]{24}$/;

export const CONSTANCIA_MSG = {
  titulo: "Constancia de datos registrados",
  noEncontrada: "Constancia no encontrada",
  genuina: "El archivo es genuino: coincide con la constancia emitida.",
  alterada: "El archivo no coincide con la constancia emitida",
  sinPerfil: "Complete su perfil antes de descargar la constancia.",
} as const;

/**
 * The review state as the certificate prints it for a third party: "Pendiente de revisión" says more to a
 * bank than the carrier's own "En revisión".
 */
export const CONSTANCIA_REVISION_LABEL = {
  aprobado: "Verificado",
  pendiente: "Pendiente de revisión",
  rechazado: "Rechazado",
} as const satisfies Record<"pendiente" | "aprobado" | "rechazado", string>;

/** The lines under the header that say what each review state means. */
export const CONSTANCIA_REVISION_LEYENDA = [
  "Columna «Revisión»: «Verificado», la autoridad revisó y aprobó el registro;",
  "«Pendiente de revisión», la autoridad aún no lo revisa; «Rechazado», el transportista debe corregirlo.",
] as const;

export const constanciaParamsSchema = z.object({
  codigo: z.string().max(64).meta({ description: "Código impreso en la constancia (24 caracteres)." }),
});

/** What a proof of notification certified (decision 241), as its public page shows it. */
export const notificacionVerificadaSchema = z.object({
  nit: z.string(),
  nombre: z.string().nullable(),
  tipo: z.string(),
  asunto: z.string(),
  remitente: z.string(),
  enviada_en: z.string(),
  contenido_sha256: z.string().meta({ description: "SHA-256 del contenido notificado (texto y adjuntos)." }),
  notificada_en: z.string().nullable(),
  forma: z.enum(["lectura", "vencimiento"]).nullable(),
  leida_por: z.string().nullable(),
});
export type NotificacionVerificada = z.infer<typeof notificacionVerificadaSchema>;

export const constanciaVerificacionSchema = z.object({
  codigo: z.string(),
  tipo: z.enum(["datos", "notificacion"]).meta({ description: "`datos`: constancia de datos registrados; `notificacion`: constancia de notificación." }),
  notificacion: notificacionVerificadaSchema.nullable(),
  emitida: z.string().meta({ description: "Fecha y hora de emisión (ISO 8601)." }),
  sha256: z.string().meta({ description: "SHA-256 (hex) de los bytes del PDF emitido." }),
  transportistas: z.array(z.object({ nit: z.string(), nombre: z.string() })),
  licencias: z.number().int(),
  tarjetas: z.number().int(),
  vehiculos: z.number().int(),
  pilotos: z.number().int(),
  representantes: z.number().int(),
});
export type ConstanciaVerificacion = z.infer<typeof constanciaVerificacionSchema>;

export const constanciaVerificacionResponseSchema = z.object({ constancia: constanciaVerificacionSchema });

/** The private calendar feed: its URL is answered once, when created or regenerated. */
export const calendarioCreatedSchema = z.object({
  calendario: z.object({
    url: z.string().meta({ description: "https://…/api/calendario/{token}.ics — guárdela: no se vuelve a mostrar." }),
    webcal: z.string().meta({ description: "La misma dirección con el esquema webcal:// (abre la aplicación de calendario)." }),
  }),
});
export type CalendarioCreated = z.infer<typeof calendarioCreatedSchema>["calendario"];

/** Whether the account has a live calendar URL (the URL itself is never shown again). */
export const calendarioEstadoSchema = z.object({
  calendario: z.object({ activo: z.boolean(), creado: z.string().nullable().meta({ description: "Cuándo se generó la dirección vigente (ISO 8601)." }) }),
});
export type CalendarioEstado = z.infer<typeof calendarioEstadoSchema>["calendario"];

export const CALENDARIO_MSG = {
  revocado: "Dirección del calendario revocada: su calendario dejará de actualizarse.",
  sinCalendario: "No tiene una dirección de calendario activa.",
  noEncontrado: "Calendario no encontrado.",
} as const;
