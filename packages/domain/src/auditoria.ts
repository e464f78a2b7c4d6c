import { z } from "zod";
import { nextCursorSchema } from "./pagination";

/** The audit trail as its owner reads it: GET /api/auditoria (decision 075). */

/** Row changes, then account events. */
export const AUDITORIA_ACCIONES = ["crear", "modificar", "eliminar", "iniciar_sesion", "sesion_fallida"] as const;
export type AuditoriaAccion = (typeof AUDITORIA_ACCIONES)[number];

const valorSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const auditoriaCampoSchema = z.object({
  campo: z.string().meta({ description: "Columna cambiada (`numero_placa`, `email`…); `archivo_sha256` para el PDF de un documento o póliza." }),
  antes: valorSchema,
  despues: valorSchema,
  protegido: z.boolean().meta({ description: "Un secreto (contraseña, llave de un QR): cambió, pero sus valores no se guardan." }),
  antes_nombre: z.string().nullable().meta({ description: "Cuando el valor es un id: el nombre que representa (funcionario, entrada de catálogo, licencia, vehículo…); null si no lo es." }),
  despues_nombre: z.string().nullable().meta({ description: "Como `antes_nombre`, para el valor después del cambio." }),
});

export const auditoriaItemSchema = z.object({
  id: z.number().int(),
  fecha: z.string().meta({ description: "ISO 8601 con zona horaria." }),
  accion: z.string().meta({ description: `Una de: ${AUDITORIA_ACCIONES.join(", ")}.` }),
  entidad: z.string().meta({ description: "Tabla del registro (`vehiculo`, `persona_email`, `validar_registro_piloto`…) o `usuario` para la cuenta." }),
  entidad_id: z.number().int().nullable(),
  campos: z.array(auditoriaCampoSchema).meta({ description: "Solo los campos que cambiaron, con su valor antes y después." }),
  detalle: z.record(z.string(), z.string()).nullable().meta({ description: "Datos de un evento de la cuenta, p. ej. `{nit}` tecleado al iniciar sesión." }),
  autor: z.enum(["usuario", "funcionario"]).nullable().meta({
    description: "Quién hizo el cambio: `usuario` (la sesión del transportista), `funcionario` (personal de la autoridad), null sin sesión (registro, enlace de restablecimiento, intento de inicio de sesión).",
  }),
  autor_persona: z
    .object({ nombre: z.string().nullable(), nit: z.string() })
    .nullable()
    .optional()
    .meta({ description: "La persona que hizo el cambio cuando fue una cuenta de transportista: su nombre y su NIT (cada miembro entra con su propia cuenta)." }),
  transportista_id: z.number().int().nullable().optional().meta({ description: "El transportista (persona) por el que se hizo el cambio; null en eventos de la cuenta." }),
  ip: z.string().nullable(),
  geo: z.string().nullable().meta({ description: "Posición GPS `lat,lng,precisión` que envió el dispositivo, si la hubo." }),
});
export type AuditoriaItem = z.infer<typeof auditoriaItemSchema>;

export const auditoriaListSchema = z.object({ auditoria: z.array(auditoriaItemSchema), next_cursor: nextCursorSchema });
export type AuditoriaList = z.infer<typeof auditoriaListSchema>;
