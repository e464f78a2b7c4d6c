/** Text for the PDFs the portal prints with the standard fonts (the certificate, the proof of notification). */

/**
 * The standard PDF fonts write WinAnsi (Latin-1 and a few more): Spanish letters pass, anything else
 * becomes "?" instead of failing the whole document.
 */
export const printable = (text: string) =>
  text
    .normalize("NFC")
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, "?");

/** "2026-11-23" → "23/11/2026"; "-" when missing. */
export const dmy = (iso: string | null) => (iso ? iso.split("-").reverse().join("/") : "-");

/** "23/11/2026 14:05" on Guatemala's clock (UTC−6 all year). */
export function guatemalaDateTime(at: Date): string {
  const gt = new Date(at.getTime() - 6 * 3600_000).toISOString();
  return `${dmy(gt.slice(0, 10))} ${gt.slice(11, 16)}`;
}
