import type { Licencia } from "@portal/domain/licencia";
import { hasAnyRow } from "@/lib/paged-query";

/**
 * The API refuses (409) to delete a licence that still has operation cards: say so before asking,
 * and where to remove them (one row read of the licence's cards).
 */
export async function licenciaDeleteBlocker(l: Licencia): Promise<string | null> {
  if (!(await hasAnyRow(`/tarjeta_operacion/${l.id}/licencia`, "tarjeta_operacion"))) return null;
  return (
    `La licencia ${l.numero} no se puede eliminar porque tiene tarjetas de operación asociadas. ` +
    "Primero elimine sus tarjetas de operación (en «Ingresar Tarjeta de Operación») y después elimine la licencia."
  );
}
