import { DOCUMENTO_MSG } from "@portal/domain/documento";
import yauzl from "yauzl";
import { AppError } from "./errors";
import { checkPdfBytes, fileTooLarge } from "./pdf";

/** Limits of a ZIP of PDFs: against bombs (many entries, huge expansions) and path tricks. */
export interface PdfZipLimits {
  entries: number;
  /** Sum of every entry's expanded size. */
  expandedBytes: number;
  /** One PDF, as the upload limit of a single file. */
  pdfBytes: number;
}

export const ZIP_MSG = {
  ilegible: "El ZIP de pólizas no se pudo leer. Compruebe que sea un archivo .zip.",
  demasiadasEntradas: (max: number) => `El ZIP de pólizas tiene más de ${max.toLocaleString("es-GT")} archivos.`,
  demasiadoExpandido: (mb: number) => `El ZIP de pólizas ocupa más de ${mb} MB al descomprimirlo.`,
  nombre: (name: string) => `El archivo «${name}» del ZIP tiene un nombre no permitido: use solo la placa y .pdf (por ejemplo 123ABC.pdf), sin carpetas.`,
  noPdf: (name: string) => `El archivo «${name}» del ZIP no es un PDF.`,
  repetido: (name: string) => `El ZIP tiene dos PDF para la misma placa («${name}»).`,
} as const;

const refuse = (message: string) => new AppError(422, message, { polizas: [message] });

/** A plain file name (letters, digits, spaces, . _ ( ) -) ending in .pdf: no folder, drive, backslash or control character. */
const SAFE_NAME = /^[\p{L}\p{N} ._()-]{1,80}\.pdf$/iu;

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true, decodeStrings: true }, (err, zip) =>
      err || !zip ? reject(refuse(ZIP_MSG.ilegible)) : resolve(zip),
    ),
  );
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(refuse(ZIP_MSG.ilegible));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        // Counted as it expands: a size the entry's header understates is cut here too.
        if (size > max) stream.destroy(fileTooLarge(max, "polizas"));
        else chunks.push(chunk);
      });
      stream.on("error", (e) => reject(e instanceof AppError ? e : refuse(ZIP_MSG.ilegible)));
      stream.on("end", () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * Reads a ZIP of PDFs one entry at a time, each PDF named `<key>.pdf`, and hands each one, with every
 * upload check passed (type, size, the inspection worker), to `use`. Folders are ignored; a name with a
 * folder, "..", or that is not a .pdf, more entries or more expanded bytes than the limits (checked from
 * the headers before anything is expanded, and again while expanding), a repeated key or a file that is
 * not a PDF refuse the whole ZIP (422/413/415). Only one PDF is in memory at a time.
 */
export async function forEachZipPdf(bytes: Buffer, limits: PdfZipLimits, use: (key: string, pdf: Buffer) => Promise<void>): Promise<number> {
  const zip = await openZip(bytes);
  if (zip.entryCount > limits.entries) {
    zip.close();
    throw refuse(ZIP_MSG.demasiadasEntradas(limits.entries));
  }
  const seen = new Set<string>();
  let expanded = 0;
  try {
    return await new Promise<number>((resolve, reject) => {
      const next = () => zip.readEntry();
      zip.on("error", (e: unknown) => reject(e instanceof AppError ? e : refuse(ZIP_MSG.ilegible)));
      zip.on("end", () => resolve(seen.size));
      zip.on("entry", (entry: yauzl.Entry) => {
        void (async () => {
          const name = entry.fileName;
          if (name.endsWith("/")) return next();
          if (!SAFE_NAME.test(name) || name.includes("..")) throw refuse(ZIP_MSG.nombre(name));
          expanded += entry.uncompressedSize;
          if (expanded > limits.expandedBytes) throw refuse(ZIP_MSG.demasiadoExpandido(Math.round(limits.expandedBytes / 1024 / 1024)));
          if (entry.uncompressedSize > limits.pdfBytes) throw fileTooLarge(limits.pdfBytes, "polizas");
          const key = name.slice(0, -4).trim().toUpperCase();
          if (seen.has(key)) throw refuse(ZIP_MSG.repetido(name));
          seen.add(key);
          const raw = await readEntry(zip, entry, limits.pdfBytes);
          let pdf: Buffer;
          try {
            pdf = await checkPdfBytes(raw, "polizas");
          } catch (err) {
            // Not a PDF at all: said with the file's name; any other refusal (active content, encrypted…) keeps its reason.
            const message = err instanceof AppError && err.message !== DOCUMENTO_MSG.pdfOnly ? `«${name}»: ${err.message}` : ZIP_MSG.noPdf(name);
            throw new AppError(415, message, { polizas: [message] });
          }
          await use(key, pdf);
          next();
        })().catch(reject);
      });
      next();
    });
  } finally {
    zip.close();
  }
}
