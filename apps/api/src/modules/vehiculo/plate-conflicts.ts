import { VEHICULO_MSG } from "@portal/domain/vehiculo";
import { conflictOnUniques } from "../../lib/unique-conflict";

/**
 * A vehicle write guarded by both plate indexes: the plate once per card (decision 023) and once among
 * the active vehicles nationwide (decision 070). Each answers its own 409; the nationwide one names no
 * other vehicle nor carrier.
 */
export function conflictOnPlate<T>(write: () => Promise<T>): Promise<T> {
  return conflictOnUniques(write, {
    vehiculo_tarjeta_placa_uq: { field: "numero_placa", message: VEHICULO_MSG.duplicatePlaca },
    vehiculo_placa_activa_uq: { field: "numero_placa", message: VEHICULO_MSG.placaEnOtroVehiculo },
  });
}
