import { and, asc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { poliza_reportada, vehiculo } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { afterCursor } from "../../lib/pagination";
import { plateTypeCodes } from "./plate-types";
import { toPolizaReportada } from "./poliza-reportada-rows";

export const REPORTE_NO_ENCONTRADO = "Reporte de póliza no encontrado.";

/** The reports of one insurer (never another's), with whether a vehicle holds each plate now. */
function selectOwn(db: Db, aseguradoraId: number, where?: SQL) {
  return db
    .select({ ...getTableColumns(poliza_reportada), vehiculo_registrado: sql<boolean>`(${vehiculo.id} is not null)` })
    .from(poliza_reportada)
    .leftJoin(
      vehiculo,
      and(eq(vehiculo.tipo_placa_id, poliza_reportada.tipo_placa_id), sql`upper(${vehiculo.numero_placa}) = ${poliza_reportada.numero_placa}`, eq(vehiculo.activo, true)),
    )
    .where(and(eq(poliza_reportada.aseguradora_id, aseguradoraId), where));
}

export async function getReporte(db: Db, aseguradoraId: number, id: number) {
  const [row] = await selectOwn(db, aseguradoraId, eq(poliza_reportada.id, id)).limit(1);
  if (!row) throw notFound(REPORTE_NO_ENCONTRADO);
  return toPolizaReportada(row, await plateTypeCodes(db));
}

export interface ReporteFilter {
  numero_placa?: string;
  numero_poliza?: string;
  limit: number;
  cursor?: number[];
}

/** One page of the insurer's reports in id order, optionally for one plate or one policy number. */
export async function listReportes(db: Db, aseguradoraId: number, f: ReporteFilter) {
  const rows = await selectOwn(
    db,
    aseguradoraId,
    and(
      f.numero_placa ? eq(poliza_reportada.numero_placa, f.numero_placa) : undefined,
      f.numero_poliza ? eq(poliza_reportada.numero, f.numero_poliza) : undefined,
      afterCursor(poliza_reportada.id, f.cursor),
    ),
  )
    .orderBy(asc(poliza_reportada.id))
    .limit(f.limit + 1);
  const codes = await plateTypeCodes(db);
  return rows.map((r) => toPolizaReportada(r, codes));
}
