import type { ExpedienteVehiculos } from "@portal/domain/admin-transportista";
import { and, asc, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { poliza, vehiculo } from "../../db/schema/index";
import type { PageQuery } from "../../lib/pagination";
import { registeredBy } from "../../lib/ownership";
import { toFichas } from "../../lib/ficha";
import { reportedColumns, reportedPolicyOfVehicle, reportedView } from "../../lib/reported-policy";

/** The staff's route of a policy's PDF (served by the review module). */
export const polizaPdfUrl = (vehiculoId: number) => `/api/admin/vehiculos/${vehiculoId}/poliza/pdf`;

/** One page (`limit + 1` rows) of the carrier's vehicles in id order, each with its policy. */
export async function listExpedienteVehiculos(db: Db, usuarioId: number, { limit, cursor }: PageQuery): Promise<ExpedienteVehiculos["vehiculos"]> {
  const rows = await db
    .select()
    .from(vehiculo)
    .where(and(registeredBy(vehiculo.persona_id, usuarioId), gt(vehiculo.id, cursor?.[0] ?? 0)))
    .orderBy(asc(vehiculo.id))
    .limit(limit + 1);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const polizas = await db.select().from(poliza).where(inArray(poliza.vehiculo_id, ids));
  const reportada = reportedPolicyOfVehicle();
  const reportadas = await db
    .select({ id: vehiculo.id, reportada: reportedColumns(reportada) })
    .from(vehiculo)
    .leftJoinLateral(reportada, sql`true`)
    .where(inArray(vehiculo.id, ids));
  const reportadaDe = new Map(reportadas.map((r) => [r.id, reportedView(r.reportada)]));
  const [vehiculos, polizaFichas] = await Promise.all([toFichas(db, rows), toFichas(db, polizas)]);
  const porVehiculo = new Map(polizaFichas.map((p) => [p.datos.vehiculo_id, p]));
  return vehiculos.map((v) => {
    const p = porVehiculo.get(v.id) ?? null;
    return { ...v, poliza: p, poliza_pdf_url: p?.datos.archivo_id ? polizaPdfUrl(v.id) : null, poliza_reportada: reportadaDe.get(v.id) ?? null };
  });
}
