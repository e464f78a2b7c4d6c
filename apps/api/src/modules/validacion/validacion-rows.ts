import { todayInGuatemala } from "@portal/domain/formats";
import { type Validar, validacionEstado, type ValidacionEstado } from "@portal/domain/validacion";
import { asc, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { licencia, poliza, tarjeta_operacion, validar_registro_piloto as qr, vehiculo } from "../../db/schema/index";

export type ValidacionRow = typeof qr.$inferSelect & { estado: ValidacionEstado };

/**
 * QR records matching `where` with their state, computed from the record and from what still exists:
 * REVOCADO once revoked or once the vehicle, card or licence is gone; VENCIDO after its vigencia or the
 * current end of the licence or policy.
 */
export async function selectValidaciones(db: Db | Tx, where: SQL): Promise<ValidacionRow[]> {
  const rows = await db
    .select({
      qr,
      vehiculoId: vehiculo.id,
      tarjetaId: tarjeta_operacion.id,
      licenciaFin: licencia.fin,
      polizaFin: poliza.fecha_fin,
    })
    .from(qr)
    .leftJoin(vehiculo, eq(vehiculo.id, qr.vehiculo_id))
    .leftJoin(tarjeta_operacion, eq(tarjeta_operacion.id, vehiculo.tarjeta_operacion_id))
    .leftJoin(licencia, eq(licencia.id, vehiculo.licencia_id))
    .leftJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id))
    .where(where)
    .orderBy(asc(qr.id));
  const today = todayInGuatemala();
  return rows.map((r) => ({
    ...r.qr,
    estado: validacionEstado(
      {
        revocado: r.qr.revocado_at !== null,
        vehiculoExiste: r.vehiculoId !== null && r.tarjetaId !== null && r.licenciaFin !== null,
        vigencia: r.qr.vigencia,
        licenciaFin: r.licenciaFin,
        polizaFin: r.polizaFin,
      },
      today,
    ),
  }));
}

/** The owner's view of a record. */
export const toValidar = (r: ValidacionRow): Validar => ({
  id: r.id,
  codigo: r.codigo,
  llave: r.llave,
  vigencia: r.vigencia,
  estado: r.estado,
  created_at: r.created_at.toISOString(),
});
