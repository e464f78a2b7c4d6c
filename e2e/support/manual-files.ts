import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestInfo } from "@playwright/test";
import { expect } from "@playwright/test";
import { PNG } from "pngjs";

/**
 * Where the user manual's generated files live (decision 140): the screenshots the /manual page shows
 * and the PDF the sign-in page offers, both committed under the web app's public folder so a fresh
 * install serves them without a browser. MANUAL_UPDATE=1 rewrites them; otherwise a run writes its
 * screenshots and PDF only into its own output folder and leaves the tree as it was.
 */
const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web/public");
const FIGURES_DIR = path.join(PUBLIC, "img/manual");
const PDF_FILE = path.join(PUBLIC, "pdfs/manual-usuario.pdf");

export const manualUpdating = process.env.MANUAL_UPDATE === "1";
/** The phone the screenshots are taken on (the page reserves this size for each figure). */
export const MANUAL_PHONE = { width: 390, height: 844 };
export const MANUAL_PDF_MAX_BYTES = 4 * 1024 * 1024;
/** Share of pixels that may differ (other data, another date, a new QR code) before a committed screenshot counts as stale. */
const STALE_PIXEL_SHARE = 0.1;

const UPDATE_HINT = "MANUAL_UPDATE=1 npx playwright test tests/90-manual.spec.ts";

/** A screenshot without its alpha channel (always opaque) and at the strongest compression. */
export function compressPng(png: Buffer): Buffer {
  return PNG.sync.write(PNG.sync.read(png), { colorType: 2, inputHasAlpha: true, deflateLevel: 9 });
}

function outputFile(testInfo: TestInfo, committed: string, name: string): string {
  const file = manualUpdating ? committed : testInfo.outputPath("manual", name);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

export function saveFigure(name: string, png: Buffer, testInfo: TestInfo): void {
  writeFileSync(outputFile(testInfo, path.join(FIGURES_DIR, name), name), png);
}

/** Writes the PDF; when updating, also drops committed screenshots the manual no longer shows. */
export function saveManualPdf(pdf: Buffer, testInfo: TestInfo, shown?: Set<string>): void {
  writeFileSync(outputFile(testInfo, PDF_FILE, "manual-usuario.pdf"), pdf);
  if (manualUpdating && shown) {
    for (const file of readdirSync(FIGURES_DIR)) if (!shown.has(file)) rmSync(path.join(FIGURES_DIR, file));
  }
}

/** Share of pixels whose colour moved noticeably; 1 when the sizes differ. */
function changedShare(a: Buffer, b: Buffer): number {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  if (pa.width !== pb.width || pa.height !== pb.height) return 1;
  let changed = 0;
  for (let i = 0; i < pa.data.length; i += 4) {
    const d = Math.abs(pa.data[i] - pb.data[i]) + Math.abs(pa.data[i + 1] - pb.data[i + 1]) + Math.abs(pa.data[i + 2] - pb.data[i + 2]);
    if (d > 48) changed++;
  }
  return changed / (pa.width * pa.height);
}

/**
 * The committed screenshots against this run's: a missing or extra one fails (the page would show a
 * broken or unknown image); one whose screen has changed is a warning, since screens move with every
 * release and the data differs from run to run.
 */
export function checkCommittedManual(shots: Map<string, Buffer>, testInfo: TestInfo): void {
  const committed = existsSync(FIGURES_DIR) ? readdirSync(FIGURES_DIR).filter((f) => f.endsWith(".png")).sort() : [];
  expect(committed, `figuras del manual en apps/web/public/img/manual; para rehacerlas: ${UPDATE_HINT}`).toEqual([...shots.keys()].sort());
  const stale = [...shots].filter(([name, png]) => changedShare(readFileSync(path.join(FIGURES_DIR, name)), png) > STALE_PIXEL_SHARE).map(([name]) => name);
  if (stale.length) {
    const description = `Pantallas cambiadas desde la última versión del manual: ${stale.join(", ")}. Para rehacer el manual: ${UPDATE_HINT}`;
    testInfo.annotations.push({ type: "warning", description });
    console.warn(description);
  }
}
