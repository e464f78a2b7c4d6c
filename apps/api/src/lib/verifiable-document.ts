import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";
import QRCode from "qrcode";
import type { Db } from "../db/client";
import { constancia, type ConstanciaNotificacionResumen, type ConstanciaResumen } from "../db/schema/index";
import { newSecretToken } from "./secret-tokens";

/**
 * The one mechanism for documents the portal issues for third parties to check (decisions 170, 241): a
 * new unguessable code, a QR that opens its public page, and the SHA-256 of the exact bytes answered kept
 * with a summary, so `/constancia/{codigo}` confirms a file is the one issued, unaltered. Used by the
 * certificate of registered data and by the proof of notification.
 */

/** The public page a verifiable document's QR opens. */
export const verificationUrl = (publicUrl: string, codigo: string) => `${publicUrl}/constancia/${codigo}`;

/** What the renderer prints in every verifiable document: its code, its public page and its QR. */
export interface VerifiableHeader {
  codigo: string;
  url: string;
  emitida: Date;
  qrPng: Uint8Array;
}

type Issued =
  | { tipo: "datos"; resumen: ConstanciaResumen; usuario_id: number }
  | {
      tipo: "notificacion";
      resumen: ConstanciaNotificacionResumen;
      notificacion_id: number;
      usuario_id?: number;
      funcionario_id?: number;
    };

/** Renders a document with a new code and keeps its hash; answers the code and the bytes to send as they are. */
export async function issueVerifiable(
  db: Db,
  publicUrl: string,
  issued: Issued,
  render: (header: VerifiableHeader) => Promise<Uint8Array>,
  emitida: Date = new Date(),
): Promise<{ codigo: string; pdf: Uint8Array }> {
  const codigo = newSecretToken(18);
  const url = verificationUrl(publicUrl, codigo);
  const qrPng = await QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 300 });
  const pdf = await render({ codigo, url, emitida, qrPng });
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  await db.insert(constancia).values({ ...issued, codigo, sha256, created_at: emitida });
  return { codigo, pdf };
}

/** The PDF as an attachment, never cached (each one is a new document), its code in a header for the web. */
export function sendVerifiablePdf(reply: FastifyReply, issued: { codigo: string; pdf: Uint8Array }, filePrefix: string) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${filePrefix}-${issued.codigo}.pdf"`)
    .header("cache-control", "no-store")
    .header("x-constancia-codigo", issued.codigo)
    .send(Buffer.from(issued.pdf));
}
