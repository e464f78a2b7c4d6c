import { and, isNotNull, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import type { Db } from "../../db/client";
import { validar_registro_piloto as qr } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { ownedRow } from "../../lib/ownership";

/** The address a scan opens: the public check of that code with its key. */
export const verificationUrl = (publicUrl: string, codigo: string, llave: string) =>
  `${publicUrl}/verificar/${codigo}?llave=${encodeURIComponent(llave)}`;

/** The QR image (PNG data URL) of one of the caller's live QR records. */
export async function getQrDocumento(db: Db, id: number, userId: number, publicUrl: string): Promise<string> {
  const [row] = await db
    .select({ codigo: qr.codigo, llave: qr.llave })
    .from(qr)
    .where(and(ownedRow(qr, id, userId), isNull(qr.revocado_at), isNotNull(qr.vehiculo_id)));
  if (!row) throw notFound();
  return QRCode.toDataURL(verificationUrl(publicUrl, row.codigo, row.llave), { errorCorrectionLevel: "M", margin: 2, width: 512 });
}
