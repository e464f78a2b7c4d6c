import { readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";
import { runtimeFiles } from "./runtime-files";

/** The built web app the portal serves: WEB_DIST, else apps/web/dist. */
export const webRoot = (config: Pick<Config, "WEB_DIST">) => (config.WEB_DIST ? path.resolve(config.WEB_DIST) : runtimeFiles.webDist);

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts the web build wrote into its pages (the theme, applied
 * before the first paint: decision 191), read once at start; none when there is no build. A rebuild that
 * changes that script needs a restart, as `npm start` does.
 */
export function inlineScriptHashes(root: string): string[] {
  try {
    const hashes: unknown = JSON.parse(readFileSync(path.join(root, "csp-script-hashes.json"), "utf8"));
    return Array.isArray(hashes) ? hashes.filter((h): h is string => typeof h === "string" && /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(h)) : [];
  } catch {
    return [];
  }
}
