import { z } from "zod";
import { nextCursorSchema } from "./pagination";
import { polizaReportadaVistaSchema } from "./poliza-reportada";

/** The staff console's search of carriers and a carrier's read-only file (issue 12, decision 160). */

export const BUSQUEDA_MIN = 3;
export const BUSQUEDA_MAX = 60;

export const BUSQUEDA_MSG = {
  q: `Escriba de ${BUSQUEDA_MIN} a ${BUSQUEDA_MAX} caracteres: NIT, nombre, placa, número de licencia o de tarjeta, o CUI de un piloto.`,
} as const;

/** `?q=`: what the staff member typed; spaces at the ends do not count. */
export const busquedaField = z
  .string({ error: BUSQUEDA_MSG.q })
  .trim()
  .min(BUSQUEDA_MIN, { error: BUSQUEDA_MSG.q })
  .max(BUSQUEDA_MAX, { error: BUSQUEDA_MSG.q });

/** The fields a search looks in, and how the console names them. */
export const CAMPOS_BUSQUEDA = ["nit", "nombre", "placa", "licencia", "tarjeta", "cui", "cui_piloto"] as const;
export type CampoBusqueda = (typeof CAMPOS_BUSQUEDA)[number];
export const CAMPO_BUSQUEDA_LABEL: Record<CampoBusqueda, string> = {
  nit: "NIT",
  nombre: "Nombre",
  placa: "Placa",
  licencia: "Licencia",
  tarjeta: "Tarjeta de operación",
  cui: "CUI (DPI) del transportista",
  cui_piloto: "CUI de piloto",
};

export const coincidenciaSchema = z.object({
  campo: z.enum(CAMPOS_BUSQUEDA),
  valor: z.string().meta({ description: "El valor guardado que coincidió (p. ej. la placa)." }),
});

export const transportistaHitSchema = z.object({
  usuario_id: z.number().int(),
  nit: z.string(),
  nombre: z.string().nullable().meta({ description: "Empresa, o nombre y apellido; null si aún no completó su perfil." }),
  tipo: z.enum(["individual", "juridica"]).nullable(),
  coincidencias: z.array(coincidenciaSchema).meta({ description: "Hasta 3 campos que coincidieron, en orden de campo y valor." }),
  total_coincidencias: z.number().int().meta({ description: "Cuántos registros coincidieron en total (p. ej. 40 placas)." }),
});
export type TransportistaHit = z.infer<typeof transportistaHitSchema>;

export const transportistaBusquedaSchema = z.object({ transportistas: z.array(transportistaHitSchema), next_cursor: nextCursorSchema });
export type TransportistaBusqueda = z.infer<typeof transportistaBusquedaSchema>;

/** A stored value as the file shows it: dates and times as ISO text. */
const datoSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const ESTADOS_REVISION = ["pendiente", "aprobado", "rechazado"] as const;

export const revisionSchema = z.object({
  estado: z.enum(ESTADOS_REVISION),
  motivo: z.string().nullable(),
  revisado_por: z.number().int().nullable(),
  revisado_en: z.string().nullable(),
});
export type Revision = z.infer<typeof revisionSchema>;

/**
 * One record of the carrier as stored: every column, catalogue ids with their names
 * (`color_id` and `color`), and its review state when the authority reviews that kind of record.
 */
export const fichaSchema = z.object({
  id: z.number().int(),
  datos: z.record(z.string(), datoSchema),
  revision: revisionSchema.nullable(),
});
export type Ficha = z.infer<typeof fichaSchema>;

export const documentoFichaSchema = z.object({
  id: z.number().int(),
  familia: z.enum(["natural", "juridico", "mandato", "abogado_auxiliar", "piloto"]),
  entidad_id: z.number().int(),
  tipo_documento: z.object({ id: z.number().int(), nombre: z.string() }),
  activo: z.boolean(),
  reemplazado_at: z.string().nullable(),
  created_at: z.string(),
  pdf_url: z.string().meta({ description: "Ruta del PDF para el personal (la misma sesión de la consola)." }),
  revision: revisionSchema.nullable(),
});
export type DocumentoFicha = z.infer<typeof documentoFichaSchema>;

const conHijos = <T extends z.ZodRawShape>(shape: T) => fichaSchema.extend(shape);

export const expedienteSchema = z.object({
  usuario: z.object({ id: z.number().int(), nit: z.string(), email: z.string(), created_at: z.string() }),
  nombre: z.string().nullable(),
  tipo: z.enum(["individual", "juridica"]).nullable(),
  personas: z.array(
    conHijos({
      natural: fichaSchema.nullable(),
      juridico: fichaSchema.nullable(),
      direcciones: z.array(fichaSchema),
      emails: z.array(fichaSchema),
      telefonos: z.array(fichaSchema),
      representantes: z.array(fichaSchema),
    }),
  ),
  mandatarios: z.array(fichaSchema),
  abogados: z.array(fichaSchema),
  pilotos: z.array(conHijos({ emergencias: z.array(fichaSchema) })),
  licencias: z.array(conHijos({ tarjetas: z.array(conHijos({ vehiculos: z.number().int() })) })),
  documentos: z.array(documentoFichaSchema).meta({ description: "Los de todas las familias; `familia` y `entidad_id` dicen de qué registro son." }),
  totales: z.object({ vehiculos: z.number().int(), qr: z.number().int() }).meta({
    description: "Los vehículos y los QR se leen por páginas en sus propias rutas.",
  }),
});
export type Expediente = z.infer<typeof expedienteSchema>;

export const expedienteVehiculosSchema = z.object({
  vehiculos: z.array(
    conHijos({
      poliza: fichaSchema.nullable(),
      poliza_pdf_url: z.string().nullable(),
      /** The policy the insurer reported for the plate (issue 24), beside the declared one. */
      poliza_reportada: polizaReportadaVistaSchema.nullable(),
    }),
  ),
  next_cursor: nextCursorSchema,
});
export type ExpedienteVehiculos = z.infer<typeof expedienteVehiculosSchema>;

export const qrFichaSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  vigencia: z.string(),
  estado: z.string().meta({ description: "VIGENTE, VENCIDO, INACTIVO o REVOCADO, calculado como en la verificación pública." }),
  vehiculo_id: z.number().int().nullable(),
  numero_placa: z.string(),
  revocado_at: z.string().nullable(),
  created_at: z.string(),
});
export type QrFicha = z.infer<typeof qrFichaSchema>;

export const expedienteQrSchema = z.object({ validaciones: z.array(qrFichaSchema), next_cursor: nextCursorSchema });
export type ExpedienteQr = z.infer<typeof expedienteQrSchema>;
