import { verifyCredencial, type Veredicto } from "../lib/verify-credencial";
import { getJwks } from "./get-jwks";

/**
 * The signature's verdict on a QR's credential, worked out in the browser with the kept keys. Loaded
 * only when a link carries a credential (with jose and the credential's schema): a link without one
 * does not download them (docs/decisions/223).
 */
export async function veredictoFirma(codigo: string, credencial: string): Promise<Veredicto> {
  const jwks = await getJwks();
  let veredicto: Veredicto = jwks ? await verifyCredencial(credencial, jwks, codigo) : { tipo: "clave-desconocida" };
  if (veredicto.tipo === "clave-desconocida") {
    // A key made after this browser last fetched the set: ask the server again, past any cache.
    const fresh = await getJwks(true);
    if (fresh) veredicto = await verifyCredencial(credencial, fresh, codigo);
    // Online, the portal's own set does not hold it: not a key of the portal.
    if (veredicto.tipo === "clave-desconocida" && navigator.onLine && fresh) veredicto = { tipo: "no-valida" };
  }
  return veredicto;
}
