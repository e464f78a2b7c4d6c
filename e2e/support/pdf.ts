import { tinyPdf, tinyPng } from "../../apps/api/test/pdf";

/** Files for `setInputFiles`: small real PDFs (the API's own test helper) and files that are not PDFs. */

export { tinyPdf };

export function pdfFile(name: string, label: string = name) {
  return { name, mimeType: "application/pdf", buffer: tinyPdf(label) };
}

/** A PNG chosen as a document: refused by type. */
export function pngFile(name = "foto-dpi.png") {
  return { name, mimeType: "image/png", buffer: tinyPng };
}

/** A file that calls itself a PDF but is plain text: refused by its bytes. */
export function fakePdfFile(name = "no-es-pdf.pdf") {
  return { name, mimeType: "application/pdf", buffer: Buffer.from("Esto no es un PDF.\n", "utf8") };
}
