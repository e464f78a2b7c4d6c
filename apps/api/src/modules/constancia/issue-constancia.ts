import { createHash } from "node:crypto";
import QRCode from "qrcode";
import type { Db } from "../../db/client";
import { constancia, type ConstanciaResumen } from "../../db/schema/index";
import { newSecretToken } from "../../lib/secret-tokens";
import { readConstanciaData } from "./constancia-data";
import { renderConstanciaPdf } from "./render-constancia-pdf";

/** The public page a certificate's QR opens. */
export const constanciaUrl = (publicUrl: string, codigo: string) => `${publicUrl}/constancia/${codigo}`;

/**
 * Issues a certificate of the caller's registered data: reads it, prints it with a new unguessable code
 * and its QR, and keeps the code, the SHA-256 of the exact bytes answered and a summary (decision 170).
 */
export async function issueConstancia(db: Db, userId: number, opts: { publicUrl: string; provider: string }) {
  const data = await readConstanciaData(db, userId);
  // A certificate of nothing helps no one: the account must have its profile (persona) first.
  if (data.transportistas.length === 0) return null;
  const codigo = newSecretToken(18);
  const url = constanciaUrl(opts.publicUrl, codigo);
  const emitida = new Date();
  const qrPng = await QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 300 });
  const pdf = await renderConstanciaPdf(data, { provider: opts.provider, codigo, url, emitida, qrPng });
  const resumen: ConstanciaResumen = {
    transportistas: data.transportistas.map((t) => ({ nit: t.nit, nombre: t.nombre })),
    licencias: data.licencias.length,
    tarjetas: data.tarjetas.length,
    vehiculos: data.vehiculos.length,
    pilotos: data.pilotos.length,
    representantes: data.representantes.length,
  };
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  await db.insert(constancia).values({ usuario_id: userId, codigo, sha256, resumen, created_at: emitida });
  return { codigo, pdf };
}
