import { useQuery } from "@tanstack/react-query";
import type { Veredicto } from "../lib/verify-credencial";

/**
 * The signature's verdict, from a module loaded when a link carries a credential (jose, the credential's
 * schema). The offline shell keeps that module; should it still fail to load (the network lost while the
 * page loads), the signature is left unchecked, as with a key this device cannot fetch: never a pass,
 * never "altered".
 */
async function veredictoFirma(codigo: string, credencial: string): Promise<Veredicto> {
  let check: typeof import("./veredicto-firma");
  try {
    check = await import("./veredicto-firma");
  } catch {
    return { tipo: "clave-desconocida" };
  }
  return check.veredictoFirma(codigo, credencial);
}

export function useVeredictoFirma(codigo: string, credencial: string) {
  return useQuery({
    queryKey: ["firma", codigo, credencial],
    queryFn: () => veredictoFirma(codigo, credencial),
    enabled: credencial !== "",
    // Works offline by design: the query must run without a network (the module is in the offline shell).
    networkMode: "always",
    staleTime: Infinity,
    retry: false,
  });
}
