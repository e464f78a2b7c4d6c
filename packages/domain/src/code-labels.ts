import type { ConflictoEstado } from "./conflicto";
import type { Cierre, TipoNotificacion } from "./buzon";
import type { EstadoRevision, TipoRevision } from "./revision";
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

export const TIPO_REVISION_LABEL: Record<TipoRevision, string> = {
  persona: "Datos de la persona",
  documento: "Documento",
  representante: "Representante legal",
  mandatario: "Mandatario",
  abogado: "Abogado auxiliar",
  piloto: "Piloto",
  licencia: "Licencia",
  tarjeta: "Tarjeta de operación",
  vehiculo: "Vehículo y póliza",
};

export const TIPO_NOTIFICACION_LABEL: Record<TipoNotificacion, string> = { requerimiento: "Requerimiento", aviso: "Aviso" };

export const CIERRE_LABEL: Record<Cierre, string> = { atendido: "Atendido", no_atendido: "No atendido" };

/** A policy's state as its insurer reports it (issue 24). */
export const ESTADO_POLIZA_REPORTADA_LABEL: Record<"vigente" | "cancelada" | "anulada", string> = {
  vigente: "Vigente",
  cancelada: "Cancelada",
  anulada: "Anulada",
};
