import { checkPdfBytes } from "./pdf";
import { SpooledPdf } from "./spooled-pdf";

/**
 * The PDF of an upload as the route received it: bytes already checked (a data URL in JSON), or a
 * multipart file written to disk whose structure check is still to come (docs/decisions/105).
 */
export type PdfSource = Buffer | SpooledPdf;

/** Files from this size on take a turn: at most this many are in memory (checked, then stored) at once. */
const LARGE_FROM_BYTES = 1024 * 1024;
const LARGE_AT_ONCE = 2;

let largeInMemory = 0;
const queue: Array<() => void> = [];

async function takeTurn(): Promise<() => void> {
  while (largeInMemory >= LARGE_AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve));
  largeInMemory += 1;
  return () => {
    largeInMemory -= 1;
    queue.shift()?.();
  };
}

/**
 * Runs `use` (typically the transaction that stores the file) with the checked bytes of `pdf`. A large
 * file waits for its turn here, after its body has arrived: a slow client never holds a turn; ten large
 * multipart uploads at once hold two files in memory instead of ten, and large writes hold at most two
 * database connections, leaving the others to the rest of the API. Throws the 415 of `checkPdfBytes`,
 * naming `field`. The spooled file is removed whatever happens.
 */
export async function withPdfBytes<T>(pdf: PdfSource, field: string, use: (bytes: Buffer) => Promise<T>): Promise<T> {
  const size = pdf instanceof SpooledPdf ? pdf.size : pdf.length;
  const done = size >= LARGE_FROM_BYTES ? await takeTurn() : undefined;
  try {
    return await use(pdf instanceof SpooledPdf ? await checkPdfBytes(await pdf.take(), field) : pdf);
  } finally {
    done?.();
    await discardPdf(pdf);
  }
}

/** Removes a spooled file that will not be used (the request failed before `withPdfBytes`). */
export async function discardPdf(pdf: PdfSource | undefined): Promise<void> {
  if (pdf instanceof SpooledPdf) await pdf.dispose();
}
