/**
 * The OpenAPI description of the PDF file routes (docs/decisions/098, 145). Their bodies are read as a
 * multipart stream and their answers are a file, neither of which a zod schema can validate; a route
 * declares them in `config.openapiPdf` and the swagger transform writes what the document shows: a
 * `multipart/form-data` request body with a binary file field, and an `application/pdf` binary answer
 * with its headers.
 */

/** A text field sent beside the file (e.g. the document type). */
export interface PdfFormField {
  type: "integer" | "string";
  description: string;
}

export interface PdfUploadDoc {
  /** The form field that carries the file. */
  file: string;
  /** The file may be left out (an update that keeps the stored PDF). */
  fileOptional?: boolean;
  maxMb: number;
  fields?: Record<string, PdfFormField>;
}

export interface OpenapiPdf {
  upload?: PdfUploadDoc;
  /** The route answers the stored file itself (lib/pdf-download.ts). */
  download?: boolean;
}

declare module "fastify" {
  interface FastifyContextConfig {
    openapiPdf?: OpenapiPdf;
  }
}

type DocSchema = { body?: unknown; consumes?: readonly string[]; response?: Record<string, unknown> } & Record<string, unknown>;

/** The multipart body: the file as binary (its limit in `maxLength` and in words), the text fields beside it. */
function uploadBody({ file, fileOptional, maxMb, fields = {} }: PdfUploadDoc) {
  return {
    type: "object",
    required: [...(fileOptional ? [] : [file]), ...Object.keys(fields)],
    properties: {
      [file]: {
        type: "string",
        format: "binary",
        maxLength: maxMb * 1024 * 1024,
        description: `Un archivo PDF de hasta ${maxMb} MB (más: 413). Se recibe en flujo y se revisa como en la carga JSON.`,
      },
      ...fields,
    },
  };
}

/** The 200 of a download: the bytes and the headers that `sendPdf` sets. */
const pdfAnswer = {
  description: "El archivo PDF tal cual.",
  headers: {
    "content-type": { type: "string", enum: ["application/pdf"], description: "application/pdf" },
    "content-length": { type: "integer", description: "Tamaño del archivo en bytes." },
    "content-disposition": { type: "string", description: 'inline; filename="<nombre-seguro>.pdf" (solo ASCII).' },
    etag: { type: "string", description: "SHA-256 del archivo entre comillas." },
  },
  content: { "application/pdf": { schema: { type: "string", format: "binary" } } },
};

const notModified = { description: "El cliente ya tiene el archivo (`If-None-Match` igual al `ETag`); sin cuerpo.", type: "null" };

/** The schema the document shows for a route with `config.openapiPdf`; others unchanged. */
export function describePdfRoute<S extends DocSchema>(schema: S, doc: OpenapiPdf | undefined): S {
  if (!doc) return schema;
  const out: DocSchema = { ...schema };
  if (doc.upload) {
    out.body = uploadBody(doc.upload);
    out.consumes = ["multipart/form-data"];
  }
  if (doc.download) out.response = { 200: pdfAnswer, 304: notModified, ...schema.response };
  return out as S;
}
