import jsQR from "jsqr";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from "pdf-lib";

/**
 * Reads back what a PDF made with pdf-lib's standard fonts shows: the text of each page (its `<hex> Tj`
 * strings, WinAnsi) and the QR codes among its images, so tests check a generated document as a reader
 * would see it rather than the code that drew it.
 */

const decoded = (stream: PDFRawStream) => decodePDFRawStream(stream).decode();

/** The text of every page, one string per page, strings joined with a space. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const ops = streams.map((s) => Buffer.from(decoded(s as PDFRawStream)).toString("latin1")).join("\n");
    return [...ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => Buffer.from(m[1], "hex").toString("latin1")).join(" ");
  });
}

/** The text of every image of the first page that decodes as a QR code. */
export async function pdfQrCodes(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const xobjects = doc.getPages()[0].node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
  const found: string[] = [];
  for (const ref of xobjects?.values() ?? []) {
    const image = doc.context.lookup(ref);
    if (!(image instanceof PDFRawStream) || image.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    const width = (image.dict.get(PDFName.of("Width")) as PDFNumber).asNumber();
    const height = (image.dict.get(PDFName.of("Height")) as PDFNumber).asNumber();
    const pixels = decoded(image);
    const channels = pixels.length / (width * height);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = pixels[i * channels + (channels >= 3 ? c : 0)];
      rgba[i * 4 + 3] = 255;
    }
    const qr = jsQR(rgba, width, height);
    if (qr) found.push(qr.data);
  }
  return found;
}
