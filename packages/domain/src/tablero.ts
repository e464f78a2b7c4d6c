import { z } from "zod";

/** The supervisors' dashboard (issue 12, decision 163) and the filters of the CSV exports. */

export const VENCIMIENTO_TIPOS = ["licencia", "poliza", "licencia_piloto", "representante"] as const;
export type VencimientoTipo = (typeof VENCIMIENTO_TIPOS)[number];
export const VENCIMIENTO_TIPO_LABEL: Record<VencimientoTipo, string> = {
  licencia: "Licencias de transporte",
  poliza: "Pólizas de seguro",
  licencia_piloto: "Licencias de pilotos",
  representante: "Plazos de representantes",
};

export const tableroSchema = z.object({
  cola: z.object({
    pendientes: z.number(),
    /** Hours since each pending record's current version arrived: median and 90th percentile (null when empty). */
    edad_mediana_horas: z.number().nullable(),
    edad_p90_horas: z.number().nullable(),
    por_tipo: z.array(z.object({ tipo: z.string(), pendientes: z.number() })),
  }),
  /** One entry per day of the last 30 (Guatemala time), oldest first, days without decisions included. */
  decisiones: z.array(z.object({ fecha: z.string(), aprobado: z.number(), rechazado: z.number() })),
  /** Records expiring from today to today + 30, 60 and 90 days (each count includes the shorter ones). */
  vencimientos: z.array(z.object({ tipo: z.enum(VENCIMIENTO_TIPOS), d30: z.number(), d60: z.number(), d90: z.number() })),
  /** Carriers by the department of their main address (the one marked to notify, else the first); null = no address. */
  departamentos: z.array(z.object({ departamento_id: z.number().nullable(), nombre: z.string(), transportistas: z.number() })),
  hoy: z.string(),
});
export type Tablero = z.infer<typeof tableroSchema>;

export const EXPORT_MSG = {
  departamento: "Seleccione un departamento válido.",
  estado: "Seleccione un estado de revisión válido.",
  dias: "Indique un número de días entre 0 y 3650.",
} as const;

export const ESTADOS_REVISION_FILTRO = ["pendiente", "aprobado", "rechazado"] as const;

/** Filters of the CSV exports, as the dashboard and the search name them. All optional. */
export const exportQuerySchema = z.object({
  departamento: z.coerce.number({ error: EXPORT_MSG.departamento }).int({ error: EXPORT_MSG.departamento }).min(1, { error: EXPORT_MSG.departamento }).max(1000, { error: EXPORT_MSG.departamento }).optional(),
  estado_revision: z.enum(ESTADOS_REVISION_FILTRO, { error: EXPORT_MSG.estado }).optional(),
  /** Rows with something expiring from today to today + N days: licences (carriers), policies (vehicles), pilot licences (pilots). */
  vence_en_dias: z.coerce.number({ error: EXPORT_MSG.dias }).int({ error: EXPORT_MSG.dias }).min(0, { error: EXPORT_MSG.dias }).max(3650, { error: EXPORT_MSG.dias }).optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
export const EXPORT_KINDS = ["transportistas", "vehiculos", "pilotos"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
