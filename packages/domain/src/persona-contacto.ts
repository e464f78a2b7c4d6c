import { z } from "zod";
import { catalogueRefSchema } from "./catalogue-ref";
import { catalogueId, emailField, optionalText, phone8Field, requiredText } from "./fields";
import { MSG } from "./messages";

/** Addresses, e-mails and phones of a persona (spec parts 3, 5 and 7). Each message sits on its own field. */

export const CONTACTO_MSG = {
  notificarRequired: "Indique si desea recibir notificaciones (verdadero o falso).",
} as const;

const notificar = z.boolean({ error: CONTACTO_MSG.notificarRequired });

export const direccionCreateSchema = z.object({
  direccion: requiredText(300),
  direccion_completa: optionalText(500),
  notificar: notificar.default(false),
  pais_id: catalogueId(),
  departamento_id: catalogueId(),
  municipio_id: catalogueId(),
  tipo_direccion_id: catalogueId(),
});

export const emailCreateSchema = z.object({
  email: emailField(MSG.emailPersona),
  notificar: notificar.default(false),
});

export const telefonoCreateSchema = z.object({
  numero: phone8Field(MSG.phone8),
  notificar: notificar.default(false),
  tipo_telefono_id: catalogueId(),
});

/** The edit of an address, e-mail or phone changes only `notificar`, and must send it (an empty body is refused). */
export const notificarUpdateSchema = z.object({ notificar }, { error: CONTACTO_MSG.notificarRequired });

export type DireccionCreate = z.input<typeof direccionCreateSchema>;
export type EmailCreate = z.input<typeof emailCreateSchema>;
export type TelefonoCreate = z.input<typeof telefonoCreateSchema>;
export type NotificarUpdate = z.input<typeof notificarUpdateSchema>;

export const direccionRowSchema = z.object({
  id: z.number().int(),
  persona_id: z.number().int(),
  direccion: z.string(),
  direccion_completa: z.string().nullable(),
  notificar: z.boolean(),
  pais_id: z.number().int(),
  departamento_id: z.number().int(),
  municipio_id: z.number().int(),
  tipo_direccion_id: z.number().int(),
  pais: catalogueRefSchema,
  departamento: catalogueRefSchema,
  municipio: catalogueRefSchema,
  tipo_direccion: catalogueRefSchema,
});

export const emailRowSchema = z.object({
  id: z.number().int(),
  persona_id: z.number().int(),
  email: z.string(),
  notificar: z.boolean(),
  /** Reminders of what is due go to this address (when `notificar`) while true; PUT /api/persona_email/{id}/recordatorios. */
  recordatorios: z.boolean(),
});

export const telefonoRowSchema = z.object({
  id: z.number().int(),
  persona_id: z.number().int(),
  numero: z.string(),
  notificar: z.boolean(),
  tipo_telefono_id: z.number().int(),
  tipo_telefono: catalogueRefSchema,
});

export type DireccionRow = z.infer<typeof direccionRowSchema>;
export type EmailRow = z.infer<typeof emailRowSchema>;
export type TelefonoRow = z.infer<typeof telefonoRowSchema>;
