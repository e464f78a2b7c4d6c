import type { ExportQuery } from "@portal/domain/tablero";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { BatchReader, CsvColumn } from "./csv-stream";
import { expiringWithin, exportWhere, inDepartment, reviewState } from "./export-filters";

type VehiculoRow = {
  id: number;
  transportista_nit: string;
  transportista: string | null;
  tipo_placa: string;
  numero_placa: string;
  marca: string;
  linea: string | null;
  modelo: string;
  tipo_vehiculo: string;
  color: string;
  activo: boolean;
  tarjeta_operacion: string;
  licencia: string;
  aseguradora: string | null;
  poliza: string | null;
  poliza_fin: string | null;
  estado_revision: string;
};

export const VEHICULO_COLUMNS: CsvColumn<VehiculoRow>[] = [
  { key: "transportista_nit", header: "NIT del transportista" },
  { key: "transportista", header: "Transportista" },
  { key: "tipo_placa", header: "Tipo de placa" },
  { key: "numero_placa", header: "Número de placa" },
  { key: "marca", header: "Marca" },
  { key: "linea", header: "Línea" },
  { key: "modelo", header: "Modelo" },
  { key: "tipo_vehiculo", header: "Tipo de vehículo" },
  { key: "color", header: "Color" },
  { key: "activo", header: "Activo" },
  { key: "tarjeta_operacion", header: "Tarjeta de operación" },
  { key: "licencia", header: "Licencia" },
  { key: "aseguradora", header: "Aseguradora" },
  { key: "poliza", header: "Póliza" },
  { key: "poliza_fin", header: "Fin de la póliza" },
  { key: "estado_revision", header: "Estado de revisión" },
];

/** Vehicles in id order: `departamento` of the owner's main address, `estado_revision` of the vehicle, `vence_en_dias`: its policy ends within that many days. */
export function vehiculoBatches(db: Db, q: ExportQuery, today: string): BatchReader<VehiculoRow> {
  return async (after, size) => {
    const where = exportWhere(sql`v.id`, after, [
      inDepartment(sql`v.persona_id`, q),
      reviewState(sql`v.estado_revision`, q),
      q.vence_en_dias === undefined ? undefined : sql`exists (select 1 from poliza f where f.vehiculo_id = v.id and ${expiringWithin(sql`f.fecha_fin`, today, q)})`,
    ]);
    // The page's vehicles first, then one index lookup per row for each joined table (`lateral … limit 1`
    // keeps the planner from hashing whole tables into every batch: 100 ms a batch at 200,000 vehicles).
    const { rows } = await db.execute<VehiculoRow>(sql`
      with pagina as (select v.* from vehiculo v where ${where} order by v.id limit ${size})
      select v.id, p.nit as transportista_nit, p.nombre as transportista,
        tp.nombre as tipo_placa, v.numero_placa, m.nombre as marca, v.linea, v.modelo, tv.nombre as tipo_vehiculo,
        c.nombre as color, v.activo, t.numero as tarjeta_operacion, l.numero as licencia,
        po.nombre_aseguradora as aseguradora, po.numero as poliza, to_char(po.fecha_fin, 'YYYY-MM-DD') as poliza_fin,
        v.estado_revision
      from pagina v
      cross join lateral (
        select p.nit, coalesce(j.empresa, n.nombre || ' ' || n.apellido) as nombre from persona p
        left join "natural" n on n.persona_id = p.id left join juridico j on j.persona_id = p.id
        where p.id = v.persona_id limit 1) p
      join tipo_placa tp on tp.id = v.tipo_placa_id
      join marca_vehiculo m on m.id = v.marca_vehiculo_id
      join tipo_vehiculo tv on tv.id = v.tipo_vehiculo_id
      join color c on c.id = v.color_id
      cross join lateral (select t.numero from tarjeta_operacion t where t.id = v.tarjeta_operacion_id limit 1) t
      cross join lateral (select l.numero from licencia l where l.id = v.licencia_id limit 1) l
      left join lateral (select x.nombre_aseguradora, x.numero, x.fecha_fin from poliza x where x.vehiculo_id = v.id limit 1) po on true
      order by v.id`);
    return rows;
  };
}
