import { useEffect, useRef } from "react";
import type { Vehiculo } from "@portal/domain/vehiculo";
import { useVehiculo } from "@/lib/get-vehiculo";

/**
 * Opens the edit form of the vehicle the navigation state names (`editarVehiculoId`, sent by the QR
 * screen's "fix it" link) once it has been read, and only when it belongs to the card on screen.
 */
export function useEditOnArrival(vehiculoId: number | undefined, tarjetaId: number | undefined, edit: (v: Vehiculo) => void) {
  const detail = useVehiculo(vehiculoId ?? null);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !detail.data || detail.data.tarjeta_operacion.id !== tarjetaId) return;
    opened.current = true;
    edit(detail.data);
  }, [detail.data, tarjetaId, edit]);
}
