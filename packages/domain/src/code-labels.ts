import type { ConflictoEstado } from "./conflicto";
import type { EstadoRevision } from "./revision";
import type { Rol } from "./staff";

/**
 * The words of the stored codes people read, without zod: the label table of the histories
 * (auditoria-labels) reads them on pages that load no form code (decision 180's chunks).
 */
export const ESTADO_REVISION_LABEL: Record<EstadoRevision, string> = {
  pendiente: "En revisión",
  aprobado: "Verificado",
  rechazado: "Rechazado",
};

export const ROL_LABEL: Record<Rol, string> = {
  revisor: "Revisor",
  supervisor: "Supervisor",
  admin: "Administrador",
};

export const CONFLICTO_ESTADO_LABEL: Record<ConflictoEstado, string> = {
  pendiente: "Pendiente",
  desactivado_existente: "Vehículo existente desactivado",
  reclamo_rechazado: "Reclamo rechazado",
};

/** A policy's state as its insurer reports it (issue 24). */
export const ESTADO_POLIZA_REPORTADA_LABEL: Record<"vigente" | "cancelada" | "anulada", string> = {
  vigente: "Vigente",
  cancelada: "Cancelada",
  anulada: "Anulada",
};
