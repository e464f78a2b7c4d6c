import { useNavigate } from "react-router";
import type { Tarjeta } from "@portal/domain/tarjeta-operacion";
import { paths } from "@/app/paths";
import { getVehiculo } from "@/lib/get-vehiculo";
import type { TarjetaNavState } from "@/lib/nav-state";
import { getAllPages } from "@/lib/paged-query";

/**
 * Opens a vehicle's edit form (where its policy is renewed): /vehiculo needs the vehicle's card in its
 * navigation state, so the vehicle and its licence's cards are read first.
 */
export function useOpenVehiculo() {
  const navigate = useNavigate();
  return async (vehiculoId: number) => {
    const vehiculo = await getVehiculo(vehiculoId);
    const tarjetas = await getAllPages<"tarjeta_operacion", Tarjeta>(`/tarjeta_operacion/${vehiculo.licencia.id}/licencia`, "tarjeta_operacion");
    const tarjeta = tarjetas.find((t) => t.id === vehiculo.tarjeta_operacion.id);
    if (!tarjeta) throw new Error("tarjeta no encontrada");
    navigate(paths.vehiculo.getHref(), { state: { tarjeta, editarVehiculoId: vehiculoId } satisfies TarjetaNavState });
  };
}
