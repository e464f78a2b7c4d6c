import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * The built pages carry the theme script inline, allowed by its hash in the CSP (decision 191): as an
 * external file it was the one request every first paint waited for. The hashes of the inline scripts are
 * written beside index.html, and the API adds them to `script-src` when it starts. The dev server keeps
 * the external file (it sends no CSP).
 */
export const CSP_SCRIPT_HASHES_FILE = "csp-script-hashes.json";
const EXTERNAL_TAG = '<script src="/theme-init.js"></script>';
const source = path.join(path.dirname(fileURLToPath(import.meta.url)), "public/theme-init.js");

/** `'sha256-…'`: the CSP source that allows exactly this inline script text. */
export const cspHashOf = (script: string) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

export function inlineThemeScript(): Plugin {
  let script = "";
  return {
    name: "portal-inline-theme-script",
    apply: "build",
    buildStart() {
      script = readFileSync(source, "utf8");
    },
    transformIndexHtml(html) {
      if (!html.includes(EXTERNAL_TAG)) throw new Error(`index.html no longer loads the theme script as ${EXTERNAL_TAG}`);
      return html.replace(EXTERNAL_TAG, `<script>${script}</script>`);
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: CSP_SCRIPT_HASHES_FILE, source: `${JSON.stringify([cspHashOf(script)])}\n` });
    },
  };
}
