import { todayInGuatemala } from "@portal/domain/formats";
import type { VehiculoDetail } from "@portal/domain/vehiculo";
import { asc, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import {
  color,
  licencia,
  marca_vehiculo,
  poliza,
  tarjeta_operacion,
  tipo_combustible,
  tipo_placa,
  tipo_uso,
  tipo_vehiculo,
  vehiculo,
} from "../../db/schema/index";

const ref = (t: typeof color) => ({ id: t.id, nombre: t.nombre });

/**
 * Vehicles matching `where` (which must carry the ownership condition) with their catalogue names,
 * policy, licence and card, as answered by the list and the detail.
 */
export async function selectVehiculos(db: Db | Tx, where: SQL): Promise<VehiculoDetail[]> {
  const rows = await db
    .select({
      v: vehiculo,
      color: ref(color),
      tipo_vehiculo: ref(tipo_vehiculo),
      marca: ref(marca_vehiculo),
      tipo_uso: ref(tipo_uso),
      tipo_combustible: ref(tipo_combustible),
      tipo_placa: ref(tipo_placa),
      licencia: { id: licencia.id, numero: licencia.numero, fin: licencia.fin },
      tarjeta_operacion: { id: tarjeta_operacion.id, numero: tarjeta_operacion.numero },
      poliza: {
        numero: poliza.numero,
        nombre_aseguradora: poliza.nombre_aseguradora,
        tipo_seguro: poliza.tipo_seguro,
        prima_total: poliza.prima_total,
        valor: poliza.valor,
        monto_asegurado: poliza.monto_asegurado,
        fecha_inicio: poliza.fecha_inicio,
        fecha_fin: poliza.fecha_fin,
        archivo_id: poliza.archivo_id,
      },
    })
    .from(vehiculo)
    .innerJoin(color, eq(color.id, vehiculo.color_id))
    .innerJoin(tipo_vehiculo, eq(tipo_vehiculo.id, vehiculo.tipo_vehiculo_id))
    .innerJoin(marca_vehiculo, eq(marca_vehiculo.id, vehiculo.marca_vehiculo_id))
    .innerJoin(tipo_uso, eq(tipo_uso.id, vehiculo.tipo_uso_id))
    .innerJoin(tipo_combustible, eq(tipo_combustible.id, vehiculo.tipo_combustible_id))
    .innerJoin(tipo_placa, eq(tipo_placa.id, vehiculo.tipo_placa_id))
    .innerJoin(licencia, eq(licencia.id, vehiculo.licencia_id))
    .innerJoin(tarjeta_operacion, eq(tarjeta_operacion.id, vehiculo.tarjeta_operacion_id))
    .leftJoin(poliza, eq(poliza.vehiculo_id, vehiculo.id))
    .where(where)
    .orderBy(asc(vehiculo.id));
  const today = todayInGuatemala();
  return rows.map(({ v, poliza: p, ...refs }) => {
    const { persona_id: _owner, updated_at: _updated, ...fields } = v;
    return {
      ...fields,
      ...refs,
      created_at: v.created_at.toISOString(),
      poliza:
        p === null
          ? null
          : {
              numero: p.numero,
              nombre_aseguradora: p.nombre_aseguradora,
              tipo_seguro: p.tipo_seguro,
              prima_total: p.prima_total,
              valor: p.valor,
              monto_asegurado: p.monto_asegurado,
              fecha_inicio: p.fecha_inicio,
              fecha_fin: p.fecha_fin,
              activo: p.fecha_inicio <= today && today <= p.fecha_fin,
              tiene_documento: p.archivo_id !== null,
            },
    };
  });
}
