import type { Tx } from "../../db/client";
import { color, marca_vehiculo, tipo_combustible, tipo_placa, tipo_uso, tipo_vehiculo } from "../../db/schema/index";
import { requireCatalogueIds } from "../../lib/catalogue-check";

interface VehiculoRefs {
  color_id: number;
  tipo_vehiculo_id: number;
  tipo_placa_id: number;
  tipo_uso_id: number;
  tipo_combustible_id: number;
  marca_vehiculo_id: number;
}

/** 422 on each catalogue field whose id does not exist. */
export function requireVehiculoCatalogues(tx: Tx, v: VehiculoRefs) {
  return requireCatalogueIds(tx, [
    { field: "color_id", table: color, id: v.color_id },
    { field: "tipo_vehiculo_id", table: tipo_vehiculo, id: v.tipo_vehiculo_id },
    { field: "tipo_placa_id", table: tipo_placa, id: v.tipo_placa_id },
    { field: "tipo_uso_id", table: tipo_uso, id: v.tipo_uso_id },
    { field: "tipo_combustible_id", table: tipo_combustible, id: v.tipo_combustible_id },
    { field: "marca_vehiculo_id", table: marca_vehiculo, id: v.marca_vehiculo_id },
  ]);
}
