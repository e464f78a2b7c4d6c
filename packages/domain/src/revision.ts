import { z } from "zod";
import { auditoriaItemSchema } from "./auditoria";
import { nextCursorSchema } from "./pagination";

/** The authority's review of what carriers register (issue 12, decision 155). */

export const ESTADOS_REVISION = ["pendiente", "aprobado", "rechazado"] as const;
export type EstadoRevision = (typeof ESTADOS_REVISION)[number];

/** The record kinds of the review, as the staff API names them (`persona`: the natural or juridico data). */
export const TIPOS_REVISION = ["persona", "documento", "representante", "mandatario", "abogado", "piloto", "licencia", "tarjeta", "vehiculo"] as const;
export type TipoRevision = (typeof TIPOS_REVISION)[number];

export { TIPO_REVISION_LABEL } from "./code-labels";

export { ESTADO_REVISION_LABEL } from "./code-labels";

export const MOTIVO_MAX = 500;

export const REVISION_MSG = {
  motivoRequerido: "Escriba el motivo del rechazo: el transportista lo verá para corregir el registro.",
  motivoLargo: `El motivo admite hasta ${MOTIVO_MAX} caracteres.`,
  estado: "Elija aprobar o rechazar.",
  estadoFiltro: "Elija un estado: pendiente, aprobado o rechazado.",
  tipo: "Elija un tipo de registro válido.",
  desde: "Escriba una fecha válida (AAAA-MM-DD).",
  nit: "Escriba un NIT de hasta 20 caracteres.",
  reemplazado: "Este documento fue reemplazado por una carga más reciente: revise la vigente.",
  decidido: "Decisión registrada.",
  yaAprobado: "Este registro ya estaba aprobado: no se registró otra decisión.",
  yaRechazado: "Este registro ya estaba rechazado con ese motivo: no se registró otra decisión.",
} as const;

/** The four review fields every reviewed record answers to its carrier. */
export const revisionFieldsShape = {
  estado_revision: z.enum(ESTADOS_REVISION).meta({ description: "Revisión de la autoridad: pendiente, aprobado (verificado) o rechazado." }),
  motivo_revision: z.string().nullable().meta({ description: "Por qué se rechazó (o una nota de la aprobación); null si no hay." }),
  revisado_por: z.number().int().nullable().meta({ description: "Id del funcionario que decidió; null mientras está pendiente." }),
  revisado_en: z.string().nullable().meta({ description: "Cuándo se decidió (ISO 8601); null mientras está pendiente." }),
};
export type RevisionFields = { [K in keyof typeof revisionFieldsShape]: z.infer<(typeof revisionFieldsShape)[K]> };

export const tipoRevisionField = z.enum(TIPOS_REVISION, { error: REVISION_MSG.tipo });

/** `GET /api/admin/revision` filters (besides `limit`/`cursor`). */
export const revisionFiltersSchema = z.object({
  estado: z.enum(ESTADOS_REVISION, { error: REVISION_MSG.estadoFiltro }).default("pendiente"),
  tipo: tipoRevisionField.optional(),
  nit: z.string({ error: REVISION_MSG.nit }).trim().toUpperCase().max(20, { error: REVISION_MSG.nit }).optional().transform((v) => v || undefined),
  desde: z.iso.date({ error: REVISION_MSG.desde }).optional().meta({ description: "Solo los que están en este estado desde ese día o después." }),
});
export type RevisionFilters = z.infer<typeof revisionFiltersSchema>;

export const revisionItemSchema = z.object({
  tipo: z.enum(TIPOS_REVISION),
  id: z.number().int().meta({ description: "Id del registro; para `persona`, el id de la persona." }),
  descripcion: z.string(),
  estado: z.enum(ESTADOS_REVISION),
  motivo: z.string().nullable(),
  desde: z.string().meta({ description: "Desde cuándo está en este estado (ISO 8601)." }),
  transportista: z.object({ usuario_id: z.number().int(), nit: z.string(), nombre: z.string().nullable() }),
});
export type RevisionItem = z.infer<typeof revisionItemSchema>;

export const revisionListSchema = z.object({ revision: z.array(revisionItemSchema), next_cursor: nextCursorSchema });
export type RevisionList = z.infer<typeof revisionListSchema>;

const datoSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const revisionDocumentoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  created_at: z.string(),
  pdf_url: z.string().meta({ description: "Ruta del PDF para el personal (vista previa en línea)." }),
});

export const decisionSchema = z.object({
  id: z.number().int(),
  estado: z.enum(["aprobado", "rechazado"]),
  motivo: z.string().nullable(),
  funcionario: z.string().nullable().meta({ description: "Nombre del funcionario que decidió." }),
  created_at: z.string(),
});

export const revisionDetailSchema = revisionItemSchema.extend({
  revisado_por: z.string().nullable().meta({ description: "Nombre del funcionario de la última decisión vigente." }),
  revisado_en: z.string().nullable(),
  datos: z.record(z.string(), datoSchema).meta({ description: "El registro como está guardado (catálogos con su nombre)." }),
  documentos: z.array(revisionDocumentoSchema),
  anexos: z
    .array(
      z.object({
        titulo: z.string(),
        datos: z.record(z.string(), datoSchema),
        pdf_url: z.string().nullable().meta({ description: "Ruta del PDF para el personal; null si no tiene." }),
      }),
    )
    .meta({ description: "Lo que se revisa junto con el registro, con todos sus campos y su PDF: la póliza de seguro de un vehículo." }),
  decisiones: z.array(decisionSchema).meta({ description: "Decisiones anteriores, la más reciente primero." }),
  historial: z.array(auditoriaItemSchema).meta({ description: "Cambios del registro (hasta 50, el más reciente primero)." }),
});
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;

/** `POST /api/admin/revision/{tipo}/{id}`: the motivo is required to reject. */
export const decisionBodySchema = z
  .object({
    estado: z.enum(["aprobado", "rechazado"], { error: REVISION_MSG.estado }),
    motivo: z.string().trim().max(MOTIVO_MAX, { error: REVISION_MSG.motivoLargo }).nullish().transform((v) => v || null),
  })
  .superRefine((body, ctx) => {
    if (body.estado === "rechazado" && !body.motivo) ctx.addIssue({ code: "custom", path: ["motivo"], message: REVISION_MSG.motivoRequerido });
  });
export type DecisionBody = z.input<typeof decisionBodySchema>;

/** `GET /api/revision/resumen`: what the carrier's home page says about the review of its records. */
export const revisionResumenSchema = z.object({
  en_revision: z.number().int().meta({ description: "Registros pendientes de revisión." }),
  por_corregir: z
    .array(z.object({ tipo: z.enum(TIPOS_REVISION), id: z.number().int(), descripcion: z.string(), motivo: z.string().nullable(), ruta: z.string() }))
    .meta({ description: "Registros rechazados (hasta 20, el más antiguo primero), con el motivo y la pantalla donde se corrigen." }),
  total_por_corregir: z.number().int(),
});
export type RevisionResumen = z.infer<typeof revisionResumenSchema>;
