import { PDFDocument, StandardFonts } from "pdf-lib";

/** A one-page PDF with a line of text: the small real files the seeded documents and policies point at. */
export async function smallPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

/**
 * A valid PDF of about `bytes` bytes: one page and an uncompressed stream of pseudo-random bytes derived
 * from `seed`. The same seed gives the same file, so repeated runs store it once (the store deduplicates).
 */
export async function largePdf(bytes: number, seed: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  const filler = new Uint8Array(Math.max(0, bytes - 2_000));
  let x = (seed + 1) * 0x9e3779b1;
  for (let i = 0; i < filler.length; i++) {
    // xorshift32: fast, deterministic, incompressible enough.
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    filler[i] = x & 0xff;
  }
  doc.context.register(doc.context.stream(filler));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
