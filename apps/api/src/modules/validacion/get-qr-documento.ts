import { qrFileName } from "@portal/domain/validacion";
import { and, isNotNull, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import type { Db } from "../../db/client";
import { validar_registro_piloto as qr } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedRow } from "../../lib/ownership";
import type { SigningKey } from "../../lib/signing-keys/signing-key";
import { credencialClaims, signCredencial } from "./sign-credencial";
import { selectValidaciones } from "./validacion-rows";

/**
 * The address a scan opens: the public check of that code with its key, and the signed credential in the
 * fragment (`#…`), which the browser keeps to itself: the page verifies it offline (decision 176).
 */
export const verificationUrl = (publicUrl: string, codigo: string, llave: string, credencial?: string) =>
  `${publicUrl}/verificar/${codigo}?llave=${encodeURIComponent(llave)}${credencial ? `#${credencial}` : ""}`;

/** Error correction of the printed QR: M (15 %) survives a scuffed sticker at a density phones still read. */
export const QR_ERROR_CORRECTION = "M";

/** The QR image (PNG data URL) of one of the caller's live QR records, and the file name to save it under. */
export async function getQrDocumento(db: Db, id: number, userId: number, publicUrl: string, key: SigningKey): Promise<{ png: string; archivo: string }> {
  const [row] = await selectValidaciones(db, and(ownedRow(qr, id, userId, "leer"), isNull(qr.revocado_at), isNotNull(qr.vehiculo_id))!);
  if (!row) throw notFound();
  const credencial = await signCredencial(key, credencialClaims(row));
  const png = await QRCode.toDataURL(verificationUrl(publicUrl, row.codigo, row.llave, credencial), {
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    margin: 2,
    width: 512,
  });
  // The plate the credential signs (the vehicle's now: a plate change revokes the code).
  return { png, archivo: qrFileName(row.shown.numero_placa, row.codigo) };
}
