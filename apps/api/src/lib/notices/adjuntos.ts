import { createHash } from "node:crypto";
import type { Tx } from "../../db/client";
import { notificacion_adjunto } from "../../db/schema/index";
import { decodePdfDataUrl, storeArchivo } from "../pdf";

/** An attachment checked and ready to store: its name, bytes and SHA-256. */
export interface AdjuntoListo {
  nombre: string;
  bytes: Buffer;
  sha256: string;
}

/**
 * Checks every attached PDF as the uploads do (415 not a PDF or active content, 413 over the limit,
 * naming `adjuntos.N.pdf`), before any transaction opens: one bad file and nothing is stored.
 */
export async function checkAdjuntos(adjuntos: ReadonlyArray<{ nombre: string; pdf: string }>, maxBytes: number): Promise<AdjuntoListo[]> {
  const listos: AdjuntoListo[] = [];
  for (const [i, a] of adjuntos.entries()) {
    const bytes = await decodePdfDataUrl(a.pdf, maxBytes, `adjuntos.${i}.pdf`);
    listos.push({ nombre: a.nombre, bytes, sha256: createHash("sha256").update(bytes).digest("hex") });
  }
  return listos;
}

/** Stores the attachments (bytes once per SHA-256) of a notice or of an answer, in the caller's transaction. */
export async function storeAdjuntos(tx: Tx, personaId: number, de: { notificacion_id: number } | { respuesta_id: number }, adjuntos: AdjuntoListo[]) {
  for (const a of adjuntos) {
    const archivoId = await storeArchivo(tx, a.bytes);
    await tx.insert(notificacion_adjunto).values({ persona_id: personaId, ...de, archivo_id: archivoId, nombre: a.nombre });
  }
}

/**
 * The SHA-256 of a notice's or an answer's content as sent: its fields and each attachment's name and
 * hash, as JSON in a fixed order (decision 240). Printed on the proof of notification.
 */
export function contenidoSha256(fields: Record<string, string | number | null>, adjuntos: AdjuntoListo[]): string {
  const canonical = JSON.stringify({ ...fields, adjuntos: adjuntos.map((a) => ({ nombre: a.nombre, sha256: a.sha256 })) });
  return createHash("sha256").update(canonical).digest("hex");
}
