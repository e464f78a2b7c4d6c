import type { AuditoriaItem } from "@portal/domain/auditoria";
import type { auditoria } from "../db/schema/index";

/** A row of the audit trail as the API answers it (the carrier's history and the console's), before `withNames`. */
export function toAuditoriaItem(row: typeof auditoria.$inferSelect): AuditoriaItem {
  return {
    id: row.id,
    fecha: row.fecha.toISOString(),
    accion: row.accion,
    entidad: row.entidad,
    entidad_id: row.entidad_id,
    campos: Object.entries(row.campos).map(([campo, cambio]) => ({
      campo,
      antes: cambio.antes,
      despues: cambio.despues,
      protegido: cambio.protegido === true,
      antes_nombre: null,
      despues_nombre: null,
    })),
    detalle: row.detalle,
    autor: row.actor_tipo === "usuario" || row.actor_tipo === "funcionario" ? row.actor_tipo : null,
    ip: row.ip,
    geo: row.geo,
  };
}
