import { todayInGuatemala } from "@portal/domain/formats";
import { POLIZA_REPORTADA_MSG, type PolizaReporte, polizaReporteSchema, type ResultadoItem } from "@portal/domain/poliza-reportada";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import type { FieldErrors } from "../../lib/errors";
import { plateTypeCodes, plateTypeIds } from "./plate-types";
import { type ReporteRow, toPolizaReportada } from "./poliza-reportada-rows";

export interface Reporter {
  clienteId: number;
  aseguradoraId: number;
}

/** A report that took a policy out of force on a registered vehicle: its carrier is told (after commit). */
export interface PolicyWithdrawn {
  persona_id: number;
  numero_placa: string;
  numero: string;
  estado: "cancelada" | "anulada";
  motivo: string | null;
}

type Valid = PolizaReporte & { indice: number; tipo_placa_id: number };

const REPETIDA = "Póliza repetida en este lote (mismo número, tipo de placa y placa): se tomó la primera.";

function errorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[issue.path.map(String).join(".") || "_"] ??= []).push(issue.message);
  return errors;
}

/** Each item checked alone: the valid ones, and a rejection with its field errors for each other one. */
async function checkItems(tx: Tx, items: unknown[]) {
  const types = await plateTypeIds(tx);
  const valid: Valid[] = [];
  const rejected: ResultadoItem[] = [];
  const seen = new Set<string>();
  items.forEach((item, indice) => {
    const parsed = polizaReporteSchema.safeParse(item);
    if (!parsed.success) return rejected.push({ indice, resultado: "rechazada", poliza: null, errores: errorsOf(parsed.error.issues) });
    const tipo_placa_id = types.get(parsed.data.tipo_placa);
    if (tipo_placa_id === undefined) return rejected.push({ indice, resultado: "rechazada", poliza: null, errores: { tipo_placa: [POLIZA_REPORTADA_MSG.tipoPlaca] } });
    const key = `${parsed.data.numero_poliza}\u0000${tipo_placa_id}\u0000${parsed.data.numero_placa}`;
    if (seen.has(key)) return rejected.push({ indice, resultado: "rechazada", poliza: null, errores: { numero_poliza: [REPETIDA] } });
    seen.add(key);
    valid.push({ ...parsed.data, indice, tipo_placa_id });
  });
  return { valid, rejected };
}

/**
 * Writes a batch of reports in two statements whatever its size (decision 264): one upsert of every valid
 * item (a row per insurer, policy number and plate; a report equal to the stored one changes nothing),
 * one read of the stored rows with whether a vehicle holds the plate. Invalid items are rejected alone.
 * Runs in the caller's transaction, whose audit context names the client as the author.
 */
export async function reportPolizas(tx: Tx, reporter: Reporter, items: unknown[]) {
  const { valid, rejected } = await checkItems(tx, items);
  const resultados: ResultadoItem[] = [...rejected];
  const withdrawn: PolicyWithdrawn[] = [];
  if (valid.length > 0) {
    const entrada = JSON.stringify(
      valid.map((v) => ({
        indice: v.indice,
        tipo_placa_id: v.tipo_placa_id,
        numero_placa: v.numero_placa,
        numero: v.numero_poliza,
        fecha_inicio: v.fecha_inicio,
        fecha_fin: v.fecha_fin,
        prima_total: v.prima_total,
        monto_asegurado: v.monto_asegurado,
        estado_poliza: v.estado,
        motivo: v.motivo,
      })),
    );
    const recordset = sql`jsonb_to_recordset(${entrada}::jsonb) as e(indice integer, tipo_placa_id integer, numero_placa text, numero text, fecha_inicio date, fecha_fin date, prima_total numeric, monto_asegurado numeric, estado_poliza text, motivo text)`;
    const written = await tx.execute<{ id: number; creada: boolean; estado_antes: string | null }>(sql`
      with e as (select * from ${recordset}),
      antes as (
        select p.id, p.estado_poliza from poliza_reportada p
        join e on p.aseguradora_id = ${reporter.aseguradoraId} and p.numero = e.numero and p.tipo_placa_id = e.tipo_placa_id and p.numero_placa = e.numero_placa
      ),
      w as (
        insert into poliza_reportada as p (aseguradora_id, aseguradora_cliente_id, tipo_placa_id, numero_placa, numero, fecha_inicio, fecha_fin,
          prima_total, monto_asegurado, estado_poliza, motivo)
        select ${reporter.aseguradoraId}, ${reporter.clienteId}, e.tipo_placa_id, e.numero_placa, e.numero, e.fecha_inicio, e.fecha_fin,
          e.prima_total, e.monto_asegurado, e.estado_poliza, e.motivo
        from e order by e.indice
        on conflict (aseguradora_id, numero, tipo_placa_id, numero_placa) do update set
          aseguradora_cliente_id = excluded.aseguradora_cliente_id, fecha_inicio = excluded.fecha_inicio, fecha_fin = excluded.fecha_fin,
          prima_total = excluded.prima_total, monto_asegurado = excluded.monto_asegurado, estado_poliza = excluded.estado_poliza,
          motivo = excluded.motivo, reportado_at = now(), updated_at = now()
        where (p.fecha_inicio, p.fecha_fin, p.prima_total, p.monto_asegurado, p.estado_poliza, p.motivo)
          is distinct from (excluded.fecha_inicio, excluded.fecha_fin, excluded.prima_total, excluded.monto_asegurado, excluded.estado_poliza, excluded.motivo)
        returning p.id, (p.xmax = 0) as creada
      )
      select w.id, w.creada, antes.estado_poliza as estado_antes from w left join antes on antes.id = w.id`);
    const changed = new Map(written.rows.map((r) => [Number(r.id), r]));
    const stored = await tx.execute<ReporteRow & { indice: number; persona_id: number | null }>(sql`
      select e.indice, p.id, p.tipo_placa_id, p.numero_placa, p.numero, p.fecha_inicio::text as fecha_inicio, p.fecha_fin::text as fecha_fin,
        p.prima_total::text as prima_total, p.monto_asegurado::text as monto_asegurado, p.estado_poliza, p.motivo, p.reportado_at,
        v.persona_id, (v.id is not null) as vehiculo_registrado
      from ${recordset}
      join poliza_reportada p on p.aseguradora_id = ${reporter.aseguradoraId} and p.numero = e.numero and p.tipo_placa_id = e.tipo_placa_id and p.numero_placa = e.numero_placa
      left join vehiculo v on v.tipo_placa_id = p.tipo_placa_id and upper(v.numero_placa) = p.numero_placa and v.activo`);
    const codes = await plateTypeCodes(tx);
    const today = todayInGuatemala();
    for (const r of stored.rows) {
      const change = changed.get(Number(r.id));
      resultados.push({
        indice: Number(r.indice),
        resultado: change ? (change.creada ? "creada" : "actualizada") : "sin_cambios",
        poliza: toPolizaReportada(r, codes),
        errores: null,
      });
      const tookOutOfForce = change && r.estado_poliza !== "vigente" && (change.estado_antes === null || change.estado_antes === "vigente");
      if (tookOutOfForce && r.persona_id !== null && String(r.fecha_fin) >= today) {
        withdrawn.push({ persona_id: r.persona_id, numero_placa: r.numero_placa, numero: r.numero, estado: r.estado_poliza as PolicyWithdrawn["estado"], motivo: r.motivo });
      }
    }
  }
  resultados.sort((a, b) => a.indice - b.indice);
  return { resultados, withdrawn };
}
