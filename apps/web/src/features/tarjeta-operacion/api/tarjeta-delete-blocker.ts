import type { Tarjeta } from "@portal/domain/tarjeta-operacion";
import { hasAnyRow } from "@/lib/paged-query";

/**
 * The API refuses (409) to delete an operation card that still has vehicles: say so before asking,
 * and where to remove them (one row read of the card's vehicles).
 */
export async function tarjetaDeleteBlocker(t: Tarjeta): Promise<string | null> {
  if (!(await hasAnyRow(`/vehiculo/${t.id}/tarjeta_operacion`, "vehiculo"))) return null;
  return (
    `La tarjeta de operación ${t.numero} no se puede eliminar porque tiene vehículos asociados. ` +
    "Primero elimine sus vehículos (en «Asociar Vehículo») y después elimine la tarjeta."
  );
}
