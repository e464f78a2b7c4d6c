import type { ExportQuery } from "@portal/domain/tablero";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { carrierDepartmentId } from "../../lib/carrier-department";
import type { BatchReader, CsvColumn } from "./csv-stream";
import { expiringWithin, exportWhere, inDepartment, reviewState } from "./export-filters";

type TransportistaRow = {
  id: number;
  nit: string;
  tipo: string;
  nombre: string | null;
  correo: string;
  departamento: string | null;
  estado_revision: string | null;
  licencias: number;
  vehiculos_activos: number;
  registrado: string;
};

export const TRANSPORTISTA_COLUMNS: CsvColumn<TransportistaRow>[] = [
  { key: "nit", header: "NIT" },
  { key: "tipo", header: "Tipo" },
  { key: "nombre", header: "Nombre o razón social" },
  { key: "correo", header: "Correo de la cuenta" },
  { key: "departamento", header: "Departamento" },
  { key: "estado_revision", header: "Estado de revisión" },
  { key: "licencias", header: "Licencias" },
  { key: "vehiculos_activos", header: "Vehículos activos" },
  { key: "registrado", header: "Registrado" },
];

/**
 * Carriers in `persona` id order: `departamento` of the main address, `estado_revision` of the person's
 * data, `vence_en_dias`: one of its licences ends within that many days.
 */
export function transportistaBatches(db: Db, q: ExportQuery, today: string): BatchReader<TransportistaRow> {
  return async (after, size) => {
    const where = exportWhere(sql`p.id`, after, [
      inDepartment(sql`p.id`, q),
      reviewState(sql`coalesce(j.estado_revision, n.estado_revision)`, q),
      q.vence_en_dias === undefined ? undefined : sql`exists (select 1 from licencia l where l.persona_id = p.id and ${expiringWithin(sql`l.fin`, today, q)})`,
    ]);
    const { rows } = await db.execute<TransportistaRow>(sql`
      select p.id, p.nit,
        case when j.id is not null then 'Jurídico' else 'Individual' end as tipo,
        coalesce(j.empresa, n.nombre || ' ' || n.apellido) as nombre,
        u.email as correo,
        dep.nombre as departamento,
        coalesce(j.estado_revision, n.estado_revision) as estado_revision,
        (select count(*)::int from licencia l where l.persona_id = p.id) as licencias,
        (select count(*)::int from vehiculo v where v.persona_id = p.id and v.activo) as vehiculos_activos,
        to_char(p.created_at at time zone 'America/Guatemala', 'YYYY-MM-DD') as registrado
      from persona p
      join usuario u on u.id = p.usuario_id
      left join "natural" n on n.persona_id = p.id
      left join juridico j on j.persona_id = p.id
      left join departamento dep on dep.id = ${carrierDepartmentId(sql`p.id`)}
      where ${where}
      order by p.id limit ${size}`);
    return rows;
  };
}
