import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { GetModuleInfo } from "rollup";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { firstLoadBudget } from "./first-load-budget";
import { inlineThemeScript } from "./inline-theme-script";
import { prerenderPages } from "./prerender-pages";
import { offlineShell, pwaOptions } from "./pwa.config";

/**
 * The modules whose shared code the sign-in page's first load needs: the entry and the page. A shared
 * component or helper they reach by static imports goes into the "ui" chunk; the others into "ui-app",
 * which signed-in screens load too, so the sign-in page stays within its budget (decision 190).
 */
const FIRST_LOAD_ROOTS = [/[\\/]src[\\/]main\.tsx$/, /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]signin-page\.tsx$/];

/** The modules the first-load roots import statically, directly or through other modules (one walk per build). */
let firstLoadModules: Set<string> | null = null;
function reachedOnFirstLoad(id: string, api: { getModuleIds: () => IterableIterator<string>; getModuleInfo: GetModuleInfo }): boolean {
  if (!firstLoadModules) {
    const found = new Set<string>();
    const pending = [...api.getModuleIds()].filter((m) => FIRST_LOAD_ROOTS.some((root) => root.test(m)));
    while (pending.length) {
      const next = pending.pop()!;
      if (found.has(next)) continue;
      found.add(next);
      pending.push(...(api.getModuleInfo(next)?.importedIds ?? []));
    }
    firstLoadModules = found;
  }
  return firstLoadModules.has(id);
}

/** Whether a module imports, directly or through other app modules, the form library or zod. */
const formsReached = new Map<string, boolean>();
function reachesForms(id: string, getModuleInfo: GetModuleInfo): boolean {
  const known = formsReached.get(id);
  if (known !== undefined) return known;
  formsReached.set(id, false); // an import cycle adds nothing
  const found = (getModuleInfo(id)?.importedIds ?? []).some(
    (dep) => /[\\/](?:zod|react-hook-form|@hookform)[\\/]/.test(dep) || (!dep.includes("node_modules") && reachesForms(dep, getModuleInfo)),
  );
  formsReached.set(id, found);
  return found;
}

export default defineConfig(() => ({
  // Brotli and gzip copies beside each file, served as they are by the API (no compression per request).
  // The installable app: manifest, service worker and the scripts its offline shell keeps (pwa.config.ts).
  // The sign-in page's scripts are checked against their budget as the bundle is written (first-load-budget.ts),
  // and the public pages are rendered to HTML for the browser to hydrate (prerender-pages.ts, decision 190).
  plugins: [
    { name: "portal-first-load-modules", buildStart: () => void (firstLoadModules = null) },
    react(),
    tailwindcss(),
    inlineThemeScript(),
    offlineShell(),
    firstLoadBudget(),
    prerenderPages(),
    VitePWA(pwaOptions),
    compression({ algorithms: ["brotliCompress", "gzip"] }),
  ],
  resolve: {
    // "@/x" is src/x (root-relative, so no Node path helpers are needed here).
    alias: [{ find: /^@\//, replacement: "/src/" }],
  },
  server: {
    proxy: { "/api": "http://localhost:3000", "/.well-known": "http://localhost:3000" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // No merging of small chunks (rollup's experimentalMinChunkSize, decision 110): it put shared code in
        // other pages' chunks, so a screen without forms loaded zod and the form library; the "ui" chunks
        // below keep the request count low instead (decision 180).
        // Long-lived vendor chunks: they change with a dependency upgrade, not with every release.
        manualChunks(id, { getModuleIds, getModuleInfo }) {
          // The shared schemas travel with zod: a page that checks a form loads both, one that does not
          // (the sign-in page's first paint) loads neither. The plain helpers (NIT, messages) get their
          // own small chunk; left alone, rollup would put them in the zod chunk that imports them.
          // Vite's helper for lazy imports is used from the first load on: with the shared first-load code.
          if (id.includes("vite/preload-helper")) return "ui";
          if (id.includes("/packages/domain/")) {
            // The histories' label table and the rejection reasons serve a few pages only: left to rollup,
            // they travel with those pages instead of every page's first load.
            if (/[\\/](?:auditoria-labels|motivos-rechazo)\.ts$/.test(id)) return undefined;
            return getModuleInfo(id)?.importedIds.some((dep) => /[\\/]zod[\\/]/.test(dep)) ? "zod" : "domain";
          }
          // Shared components and helpers: one "ui" chunk every page shares, and one "form-ui" chunk for those
          // that reach the form library or zod, so a screen that only lists loads neither (decision 180).
          // The history's change list goes with the history pages, like the label table it reads.
          if (/[\\/]src[\\/]components[\\/]auditoria[\\/]/.test(id)) return undefined;
          if (/[\\/]apps[\\/]web[\\/]src[\\/](?:components|lib)[\\/]/.test(id)) {
            if (reachesForms(id, getModuleInfo)) return "form-ui";
            return reachedOnFirstLoad(id, { getModuleIds, getModuleInfo }) ? "ui" : "ui-app";
          }
          // Rollup's CommonJS helpers go with React: React's CommonJS modules use them
          // from the "react" chunk, which must import nothing back from "router".
          if (id.startsWith("\0commonjsHelpers")) return "react";
          if (!id.includes("node_modules")) return undefined;
          if (/[\\/](?:react|react-dom|scheduler)[\\/]/.test(id)) return "react";
          if (id.includes("react-router")) return "router";
          if (id.includes("@tanstack")) return "query";
          // The form library first: its zod resolver's path (@hookform/resolvers/zod) also matches the zod rule, and in
          // the zod chunk it made every page that loads zod load the form library too.
          if (id.includes("react-hook-form") || id.includes("@hookform")) return "forms";
          if (/[\\/]zod[\\/]/.test(id)) return "zod";
          return undefined;
        },
      },
    },
  },
}));
