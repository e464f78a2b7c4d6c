import type { Db } from "../../db/client";
import type { ConstanciaResumen } from "../../db/schema/index";
import type { Acting } from "../../lib/ownership";
import { issueVerifiable } from "../../lib/verifiable-document";
import { readConstanciaData } from "./constancia-data";
import { renderConstanciaPdf } from "./render-constancia-pdf";

/**
 * Issues a certificate of the acting carrier's registered data: reads it, prints it with a new unguessable code
 * and its QR, and keeps the code, the SHA-256 of the exact bytes answered and a summary (decision 170),
 * through the one mechanism of verifiable documents (decision 241).
 */
export async function issueConstancia(db: Db, acting: Acting | null, opts: { publicUrl: string; provider: string }) {
  if (!acting) return null;
  const data = await readConstanciaData(db, acting);
  // A certificate of nothing helps no one: the account must have its profile (persona) first.
  if (data.transportistas.length === 0) return null;
  const resumen: ConstanciaResumen = {
    transportistas: data.transportistas.map((t) => ({ nit: t.nit, nombre: t.nombre })),
    licencias: data.licencias.length,
    tarjetas: data.tarjetas.length,
    vehiculos: data.vehiculos.length,
    pilotos: data.pilotos.length,
    representantes: data.representantes.length,
  };
  return issueVerifiable(db, opts.publicUrl, { tipo: "datos", resumen, usuario_id: acting.userId }, (header) =>
    renderConstanciaPdf(data, { provider: opts.provider, ...header }),
  );
}
