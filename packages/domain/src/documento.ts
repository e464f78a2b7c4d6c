import { z } from "zod";
import { catalogueRefSchema } from "./catalogue-ref";
import { catalogueId } from "./fields";
import { MSG } from "./messages";
import { revisionFieldsShape } from "./revision";

/**
 * PDF documents of the five families (spec parts 3 and 7, "Documents"). The same checks run in the
 * browser before an upload and in the API on every upload.
 */

export { DOCUMENTO_FAMILIAS, TIPO_DOCUMENTO_CATALOGUE, type DocumentoFamilia } from "./documento-familias";
export { base64ByteLength, checkPdfDataUrl, isBase64, isPdfBytes, isPdfFile, parseDataUrl, PDF_MEDIA_TYPE, type PdfCheck } from "./pdf-check";


export const DOCUMENTO_MSG = {
  pdfOnly: MSG.pdfOnly,
  invalidType: MSG.invalidDocumentType,
  chooseFile: MSG.chooseFile,
  tooLarge: (maxMb: number) => `El archivo excede el tamaño máximo de ${maxMb} MB.`,
  /** The API's structure checks of an upload (docs/decisions/073); all answered with 415. */
  pdfActivo: "El PDF contiene contenido activo (JavaScript, acciones o archivos incrustados) y no se acepta.",
  pdfMixto: "El archivo contiene otro contenido además del PDF (por ejemplo HTML) y no se acepta.",
  pdfCifrado: "El PDF está protegido con contraseña o cifrado y no se puede revisar. Súbalo sin protección.",
  pdfNoRevisado: "No se pudo revisar el PDF: su estructura es demasiado compleja o está dañada. Guárdelo de nuevo como PDF e intente otra vez.",
} as const;

/** Upload body. `activo` is accepted as the contract sends it, but an upload is always stored active (spec). */
export const documentoUploadSchema = z.object({
  documento: z.string({ error: MSG.chooseFile }).min(1, { error: MSG.chooseFile }),
  tipo_documento_id: catalogueId(MSG.invalidDocumentType),
  activo: z.boolean().default(true),
});
export type DocumentoUpload = z.input<typeof documentoUploadSchema>;

/** A current (not replaced) document as listed. */
export const documentoRowSchema = z.object({
  id: z.number().int(),
  tipo_documento_id: z.number().int(),
  tipo_documento: catalogueRefSchema,
  activo: z.boolean(),
  created_at: z.string(),
  /** Size of the PDF in bytes. */
  size: z.number().int(),
  ...revisionFieldsShape,
});
export type DocumentoRow = z.infer<typeof documentoRowSchema>;

/** The content of one document, as a data URL. */
export const documentoContentSchema = z.object({
  id: z.number().int(),
  tipo_documento_id: z.number().int(),
  documento: z.string(),
});
export type DocumentoContent = z.infer<typeof documentoContentSchema>;
