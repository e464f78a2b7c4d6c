import { buildPdf, tinyPdf, tinyPng } from "../../apps/api/test/pdf";

/** Files for `setInputFiles`: small real PDFs (the API's own test helper) and files that are not PDFs. */

export { tinyPdf };

export function pdfFile(name: string, label: string = name) {
  return { name, mimeType: "application/pdf", buffer: tinyPdf(label) };
}

/** A well-formed PDF that runs JavaScript when opened: refused by the API (415). */
export function activePdfFile(name = "poliza-con-script.pdf") {
  return { name, mimeType: "application/pdf", buffer: buildPdf({ catalog: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" }) };
}

/** A PNG chosen as a document: refused by type. */
export function pngFile(name = "foto-dpi.png") {
  return { name, mimeType: "image/png", buffer: tinyPng };
}

/** A file that calls itself a PDF but is plain text: refused by its bytes. */
export function fakePdfFile(name = "no-es-pdf.pdf") {
  return { name, mimeType: "application/pdf", buffer: Buffer.from("Esto no es un PDF.\n", "utf8") };
}
