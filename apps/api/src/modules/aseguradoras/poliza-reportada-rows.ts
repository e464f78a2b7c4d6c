import type { PolizaReportada } from "@portal/domain/poliza-reportada";
import type { EstadoPolizaReportada } from "../../db/schema/index";

/** A `poliza_reportada` row as the reporting insurer reads it back. */
export type ReporteRow = {
  id: number;
  tipo_placa_id: number;
  numero_placa: string;
  numero: string;
  fecha_inicio: string;
  fecha_fin: string;
  prima_total: string | null;
  monto_asegurado: string | null;
  estado_poliza: EstadoPolizaReportada;
  motivo: string | null;
  reportado_at: Date | string;
  vehiculo_registrado: boolean;
};

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
/** Dates read through raw SQL may come as Date on one driver and text on the other. */
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

export function toPolizaReportada(r: ReporteRow, codes: Map<number, string>): PolizaReportada {
  return {
    id: r.id,
    tipo_placa: codes.get(r.tipo_placa_id) ?? String(r.tipo_placa_id),
    numero_placa: r.numero_placa,
    numero_poliza: r.numero,
    fecha_inicio: day(r.fecha_inicio),
    fecha_fin: day(r.fecha_fin),
    prima_total: r.prima_total === null ? null : String(r.prima_total),
    monto_asegurado: r.monto_asegurado === null ? null : String(r.monto_asegurado),
    estado: r.estado_poliza,
    motivo: r.motivo,
    reportado_at: iso(r.reportado_at),
    vehiculo_registrado: Boolean(r.vehiculo_registrado),
  };
}
