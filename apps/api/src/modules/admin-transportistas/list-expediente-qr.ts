import type { QrFicha } from "@portal/domain/admin-transportista";
import { todayInGuatemala } from "@portal/domain/formats";
import { validacionEstado } from "@portal/domain/validacion";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { licencia, poliza, tarjeta_operacion, validar_registro_piloto as qr, vehiculo } from "../../db/schema/index";
import type { PageQuery } from "../../lib/pagination";
import { registeredBy } from "../../lib/ownership";

/**
 * One page (`limit + 1` rows) of the carrier's QR codes in id order, with their state computed by the
 * rule of the public check (domain `validacionEstado`) from what the registry holds now.
 */
export async function listExpedienteQr(db: Db, usuarioId: number, { limit, cursor }: PageQuery): Promise<QrFicha[]> {
  const rows = await db
    .select({
      qr,
      activo: vehiculo.activo,
      placa: vehiculo.numero_placa,
      tarjetaId: tarjeta_operacion.id,
      licenciaFin: licencia.fin,
      polizaFin: poliza.fecha_fin,
    })
    .from(qr)
    .leftJoin(vehiculo, eq(vehiculo.id, qr.vehiculo_id))
    .leftJoin(tarjeta_operacion, eq(tarjeta_operacion.id, vehiculo.tarjeta_operacion_id))
    .leftJoin(licencia, eq(licencia.id, vehiculo.licencia_id))
    .leftJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id))
    .where(and(registeredBy(qr.persona_id, usuarioId), gt(qr.id, cursor?.[0] ?? 0)))
    .orderBy(asc(qr.id))
    .limit(limit + 1);
  const today = todayInGuatemala();
  return rows.map(({ qr: r, activo, placa, tarjetaId, licenciaFin, polizaFin }) => ({
    id: r.id,
    codigo: r.codigo,
    vigencia: r.vigencia,
    estado: validacionEstado(
      {
        revocado: r.revocado_at !== null,
        vehiculoExiste: activo !== null && tarjetaId !== null && licenciaFin !== null,
        vehiculoActivo: activo === true,
        vigencia: r.vigencia,
        licenciaFin,
        polizaFin,
      },
      today,
    ),
    vehiculo_id: r.vehiculo_id,
    numero_placa: placa ?? r.numero_placa,
    revocado_at: r.revocado_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  }));
}
