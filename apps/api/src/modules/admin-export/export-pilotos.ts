import type { ExportQuery } from "@portal/domain/tablero";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { BatchReader, CsvColumn } from "./csv-stream";
import { expiringWithin, exportWhere, inDepartment, reviewState } from "./export-filters";

type PilotoRow = {
  id: number;
  transportista_nit: string;
  transportista: string | null;
  cui: string;
  nit: string;
  nombre: string;
  apellido: string;
  tipo_licencia: string | null;
  licencia_vencimiento: string | null;
  telefono: string | null;
  correo: string | null;
  activo: boolean;
  estado_revision: string;
};

export const PILOTO_COLUMNS: CsvColumn<PilotoRow>[] = [
  { key: "transportista_nit", header: "NIT del transportista" },
  { key: "transportista", header: "Transportista" },
  { key: "cui", header: "CUI" },
  { key: "nit", header: "NIT" },
  { key: "nombre", header: "Nombre" },
  { key: "apellido", header: "Apellido" },
  { key: "tipo_licencia", header: "Tipo de licencia" },
  { key: "licencia_vencimiento", header: "Vencimiento de la licencia" },
  { key: "telefono", header: "Teléfono" },
  { key: "correo", header: "Correo" },
  { key: "activo", header: "Activo" },
  { key: "estado_revision", header: "Estado de revisión" },
];

/** Pilots in id order: `departamento` of the carrier's main address, `estado_revision` of the pilot, `vence_en_dias`: the licence ends within that many days. */
export function pilotoBatches(db: Db, q: ExportQuery, today: string): BatchReader<PilotoRow> {
  return async (after, size) => {
    const where = exportWhere(sql`pi.id`, after, [
      inDepartment(sql`pi.persona_id`, q),
      reviewState(sql`pi.estado_revision`, q),
      expiringWithin(sql`pi.licencia_vencimiento`, today, q),
    ]);
    // As the vehicles: the page first, then one lookup per row for its carrier.
    const { rows } = await db.execute<PilotoRow>(sql`
      with pagina as (select pi.* from piloto pi where ${where} order by pi.id limit ${size})
      select pi.id, p.nit as transportista_nit, p.nombre as transportista,
        pi.cui, pi.nit, pi.nombre, pi.apellido, pi.tipo_licencia, to_char(pi.licencia_vencimiento, 'YYYY-MM-DD') as licencia_vencimiento,
        pi.telefono, pi.correo_electronico as correo, pi.activo, pi.estado_revision
      from pagina pi
      cross join lateral (
        select p.nit, coalesce(j.empresa, n.nombre || ' ' || n.apellido) as nombre from persona p
        left join "natural" n on n.persona_id = p.id left join juridico j on j.persona_id = p.id
        where p.id = pi.persona_id limit 1) p
      order by pi.id`);
    return rows;
  };
}
