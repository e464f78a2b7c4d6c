import { todayInGuatemala } from "@portal/domain/formats";
import { type Validar, validacionEstado, type ValidacionEstado } from "@portal/domain/validacion";
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import {
  juridico,
  licencia,
  marca_vehiculo,
  natural,
  poliza,
  tarjeta_operacion,
  validar_registro_piloto as qr,
  vehiculo,
} from "../../db/schema/index";
import { transportistaName } from "../../lib/carrier-name";
import { type EffectivePolicy, effectivePolicy, reportedColumns, reportedPolicyOfVehicle, reportedView } from "../../lib/reported-policy";
import { preparedPerHandle } from "../../lib/prepared";

/** What the public check shows of the vehicle: read live from the registry, or the code's snapshot once the vehicle is gone. */
export interface VehiculoShown {
  numero_placa: string;
  marca: string;
  modelo: string;
  licencia_numero: string;
  transportista: string;
}

export type ValidacionRow = typeof qr.$inferSelect & {
  estado: ValidacionEstado;
  shown: VehiculoShown;
  /** The vehicle's operating card number now (null once the vehicle or card is gone): signed into the QR credential. */
  tarjeta_numero: string | null;
  /** The authority approved the vehicle's data and policy (decision 155); false once it is gone. */
  verificado: boolean;
  /** The insurer reported the policy in effect cancelled or annulled (issue 24): the code is not valid. */
  polizaRetirada: EffectivePolicy["retirada"];
};

export { transportistaName } from "../../lib/carrier-name";

/**
 * QR records matching `where` with their state and the vehicle data to show, both computed from what
 * the registry holds now (docs/decisions/071): REVOCADO once the vehicle, card or licence is gone (then
 * the snapshot taken at generation is shown); INACTIVO while the vehicle is inactive; REVOCADO once
 * revoked; VENCIDO after its vigencia or the current end of the licence or policy. At most `limit` in `id` order.
 */
export async function selectValidaciones(db: Db | Tx, where: SQL, limit = 1): Promise<ValidacionRow[]> {
  return toValidacionRows(await selectRows(db).where(where).orderBy(asc(qr.id)).limit(limit));
}

/** The public check's read (decision 094): one prepared statement per database handle. */
const byCodigo = preparedPerHandle((db: Db | Tx) => selectRows(db).where(eq(qr.codigo, sql.placeholder("codigo"))).prepare("validacion_por_codigo"));

/** The record of a code (codes are unique), as `selectValidaciones` reads it. */
export async function selectValidacionByCodigo(db: Db | Tx, codigo: string): Promise<ValidacionRow | undefined> {
  const [row] = toValidacionRows(await byCodigo(db).execute({ codigo }));
  return row;
}

function selectRows(db: Db | Tx) {
  const reportada = reportedPolicyOfVehicle();
  return db
    .select({
      qr,
      vehiculo: { id: vehiculo.id, activo: vehiculo.activo, numero_placa: vehiculo.numero_placa, modelo: vehiculo.modelo, estado_revision: vehiculo.estado_revision },
      tarjetaId: tarjeta_operacion.id,
      tarjetaNumero: tarjeta_operacion.numero,
      licencia: { fin: licencia.fin, numero: licencia.numero },
      marca: marca_vehiculo.nombre,
      transportista: transportistaName,
      poliza: { numero: poliza.numero, fecha_inicio: poliza.fecha_inicio, fecha_fin: poliza.fecha_fin },
      reportada: reportedColumns(reportada),
    })
    .from(qr)
    .leftJoin(vehiculo, eq(vehiculo.id, qr.vehiculo_id))
    .leftJoin(tarjeta_operacion, eq(tarjeta_operacion.id, vehiculo.tarjeta_operacion_id))
    .leftJoin(licencia, eq(licencia.id, vehiculo.licencia_id))
    .leftJoin(marca_vehiculo, eq(marca_vehiculo.id, vehiculo.marca_vehiculo_id))
    .leftJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id))
    .leftJoin(juridico, eq(juridico.persona_id, vehiculo.persona_id))
    .leftJoin(natural, eq(natural.persona_id, vehiculo.persona_id))
    .leftJoinLateral(reportada, sql`true`);
}

function toValidacionRows(rows: Awaited<ReturnType<ReturnType<typeof selectRows>["execute"]>>): ValidacionRow[] {
  const today = todayInGuatemala();
  return rows.map((r) => {
    const v = r.vehiculo;
    const exists = v !== null && r.tarjetaId !== null && r.licencia !== null;
    const shown: VehiculoShown =
      exists && v && r.licencia
        ? {
            numero_placa: v.numero_placa,
            marca: r.marca ?? r.qr.marca,
            modelo: v.modelo,
            licencia_numero: r.licencia.numero,
            transportista: r.transportista ?? r.qr.transportista,
          }
        : {
            numero_placa: r.qr.numero_placa,
            marca: r.qr.marca,
            modelo: r.qr.modelo,
            licencia_numero: r.qr.licencia_numero,
            transportista: r.qr.transportista,
          };
    const efectiva = effectivePolicy(r.poliza, reportedView(r.reportada));
    return {
      ...r.qr,
      shown,
      polizaRetirada: efectiva?.retirada ?? null,
      tarjeta_numero: r.tarjetaNumero,
      verificado: exists && v?.estado_revision === "aprobado",
      estado: validacionEstado(
        {
          revocado: r.qr.revocado_at !== null,
          vehiculoExiste: exists,
          vehiculoActivo: exists && v !== null && v.activo,
          vigencia: r.qr.vigencia,
          licenciaFin: r.licencia?.fin ?? null,
          polizaFin: efectiva?.fecha_fin ?? null,
          polizaRetirada: efectiva?.retirada != null,
        },
        today,
      ),
    };
  });
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
