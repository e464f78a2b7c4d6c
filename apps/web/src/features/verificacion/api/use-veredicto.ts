import { ApiError } from "@/lib/api-client";
import { type Firma, type Registro, veredicto } from "../lib/veredicto";
import { useVerificacion } from "./get-verificacion";
import { useVeredictoFirma } from "./use-veredicto-firma";

/** The query's state as the verdict rule reads it. */
function registroDe(check: ReturnType<typeof useVerificacion>): Registro {
  if (check.isError) {
    const error = check.error;
    // Offline (the installed app opened the page from its kept shell): asked again once back online.
    if (error instanceof ApiError && error.kind === "network" && !navigator.onLine) return { tipo: "sin-conexion" };
    if (error instanceof ApiError && error.status === 404) return { tipo: "no-encontrado" };
    return { tipo: "error", mensaje: error instanceof ApiError ? error.message : "No se pudo verificar el código." };
  }
  return check.isPending ? { tipo: "consultando" } : { tipo: "respuesta", verificacion: check.data };
}

/**
 * Both checks of a scanned code, run side by side (decision 177), and the one verdict they give
 * (decision 200): the signature in this browser, when the link carries one, and the registry's live state.
 */
export function useVeredicto(codigo: string, llave: string, credencial: string) {
  const firmaQuery = useVeredictoFirma(codigo, credencial);
  const registro = registroDe(useVerificacion(codigo, llave));
  const firma: Firma = !credencial ? { tipo: "sin-credencial" } : firmaQuery.isPending ? { tipo: "comprobando" } : (firmaQuery.data ?? { tipo: "no-valida" });
  return { firma, registro, veredicto: veredicto(firma, registro) };
}
