import { todayInGuatemala } from "@portal/domain/formats";
import { CAUSA_TEXTO, type RevocacionPublica } from "@portal/domain/revocacion";
import type { EstadoPolizaReportada, PolizaReportadaVista } from "@portal/domain/poliza-reportada";
import { and, desc, eq, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { aseguradora, poliza_reportada, vehiculo } from "../db/schema/index";

/** Today in Guatemala (UTC-6, no daylight saving) in SQL, so prepared statements do not freeze a date. */
const TODAY_GT = sql`((now() at time zone 'UTC') - interval '6 hours')::date`;

/**
 * The policy an insurer reported for a vehicle's plate (decision 262), as a lateral subquery to join
 * beside `vehiculo`: of the reports for its plate type and number, the latest that has started (then
 * the latest reported), else the next to start. Matched by plate when read, so a report made before the
 * vehicle was registered applies as soon as it is.
 */
export function reportedPolicyOfVehicle(alias = "poliza_reportada_actual") {
  return new QueryBuilder()
    .select({
      reportada_id: poliza_reportada.id,
      reportada_numero: poliza_reportada.numero,
      reportada_inicio: poliza_reportada.fecha_inicio,
      reportada_fin: poliza_reportada.fecha_fin,
      reportada_estado: poliza_reportada.estado_poliza,
      reportada_motivo: poliza_reportada.motivo,
      reportada_at: poliza_reportada.reportado_at,
      reportada_aseguradora: sql<string>`${aseguradora.nombre}`.as("reportada_aseguradora"),
    })
    .from(poliza_reportada)
    .innerJoin(aseguradora, eq(aseguradora.id, poliza_reportada.aseguradora_id))
    .where(and(eq(poliza_reportada.tipo_placa_id, vehiculo.tipo_placa_id), sql`${poliza_reportada.numero_placa} = upper(${vehiculo.numero_placa})`))
    .orderBy(sql`(${poliza_reportada.fecha_inicio} > ${TODAY_GT}) asc`, desc(poliza_reportada.fecha_inicio), desc(poliza_reportada.reportado_at))
    .limit(1)
    .as(alias);
}

/** What the lateral answers, null columns when no insurer reported the plate. */
export interface ReportedColumns {
  reportada_id: number | null;
  reportada_numero: string | null;
  reportada_inicio: string | null;
  reportada_fin: string | null;
  reportada_estado: EstadoPolizaReportada | null;
  reportada_motivo: string | null;
  reportada_at: Date | null;
  reportada_aseguradora: string | null;
}

export function reportedView(r: ReportedColumns | null): PolizaReportadaVista | null {
  if (!r || r.reportada_id === null || r.reportada_estado === null) return null;
  return {
    aseguradora: r.reportada_aseguradora ?? "",
    numero: r.reportada_numero ?? "",
    fecha_inicio: r.reportada_inicio ?? "",
    fecha_fin: r.reportada_fin ?? "",
    estado: r.reportada_estado,
    motivo: r.reportada_motivo,
    reportado_at: (r.reportada_at instanceof Date ? r.reportada_at : new Date(String(r.reportada_at))).toISOString(),
  };
}

const sameNumber = (a: string, b: string) => a.replace(/[\s-]/g, "").toUpperCase() === b.replace(/[\s-]/g, "").toUpperCase();

export interface EffectivePolicy {
  /** Whose word counts: the insurer's report or the carrier's declared copy. */
  fuente: "aseguradora" | "transportista";
  numero: string;
  fecha_inicio: string;
  fecha_fin: string;
  /** Set when the insurer reported this policy cancelled or annulled: why the policy is not in force. */
  retirada: { estado: Exclude<EstadoPolizaReportada, "vigente">; aseguradora: string; motivo: string | null; fecha: string } | null;
}

/**
 * Which policy counts for a vehicle (decision 262): the insurer's report. The carrier's declared copy
 * counts instead only when it is another policy that started after the reported one ended, or after the
 * insurer withdrew it (the carrier changed insurer, and the new one does not report). Staff see both.
 */
export function effectivePolicy(declared: { numero: string; fecha_inicio: string; fecha_fin: string } | null, reported: PolizaReportadaVista | null): EffectivePolicy | null {
  const withdrawnOn = reported && reported.estado !== "vigente" ? todayInGuatemala(new Date(reported.reportado_at)) : null;
  const reportedEnd = reported ? (withdrawnOn && withdrawnOn < reported.fecha_fin ? withdrawnOn : reported.fecha_fin) : null;
  const declaredWins = declared && (!reported || (!sameNumber(declared.numero, reported.numero) && reportedEnd !== null && declared.fecha_inicio > reportedEnd));
  if (declaredWins) return { fuente: "transportista", ...declared, retirada: null };
  if (!reported) return null;
  const { estado } = reported;
  return {
    fuente: "aseguradora",
    numero: reported.numero,
    fecha_inicio: reported.fecha_inicio,
    fecha_fin: reported.fecha_fin,
    retirada: estado === "vigente" ? null : { estado, aseguradora: reported.aseguradora, motivo: reported.motivo, fecha: withdrawnOn ?? "" },
  };
}

/** The columns to select from `reportedPolicyOfVehicle()` (nested under one key, null when none). */
export function reportedColumns(reportada: ReturnType<typeof reportedPolicyOfVehicle>) {
  return {
    reportada_id: reportada.reportada_id,
    reportada_numero: reportada.reportada_numero,
    reportada_inicio: reportada.reportada_inicio,
    reportada_fin: reportada.reportada_fin,
    reportada_estado: reportada.reportada_estado,
    reportada_motivo: reportada.reportada_motivo,
    reportada_at: reportada.reportada_at,
    reportada_aseguradora: reportada.reportada_aseguradora,
  };
}

/** What the public check says of a policy the insurer withdrew: REVOCADO, by the insurer, with its name and reason. */
export function withdrawnPublicly(r: NonNullable<EffectivePolicy["retirada"]>): RevocacionPublica {
  const causa = r.estado === "cancelada" ? "POLIZA_CANCELADA" : "POLIZA_ANULADA";
  return { por: "ASEGURADORA", causa, motivo: `${CAUSA_TEXTO[causa]} (${r.aseguradora})${r.motivo ? `: ${r.motivo}` : ""}`, fecha: r.fecha };
}

const normalNumber = (column: unknown) => sql`upper(regexp_replace(${column}, '[[:space:]-]', '', 'g'))`;

/**
 * The end date that counts for a vehicle's declared policy row in SQL, by the rule of `effectivePolicy`:
 * the insurer's reported end (or the day it withdrew the policy, if earlier), unless the declared policy is
 * another one that started after that. `declared` is the `poliza` table; join `reportedPolicyOfVehicle()` beside it.
 */
export function effectiveEndSql(declared: { numero: unknown; fecha_inicio: unknown; fecha_fin: unknown }, r: ReturnType<typeof reportedPolicyOfVehicle>) {
  const reportedEnd = sql`(case when ${r.reportada_estado} <> 'vigente'
      then least(${r.reportada_fin}, ((${r.reportada_at} at time zone 'UTC') - interval '6 hours')::date) else ${r.reportada_fin} end)`;
  return sql<string>`(case when ${r.reportada_id} is null
      or (${normalNumber(declared.numero)} <> ${normalNumber(r.reportada_numero)} and ${declared.fecha_inicio} > ${reportedEnd})
    then ${declared.fecha_fin} else ${reportedEnd} end)`;
}
