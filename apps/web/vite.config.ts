import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { GetModuleInfo } from "rollup";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { firstLoadBudget } from "./first-load-budget";
import { offlineShell, pwaOptions } from "./pwa.config";

/**
 * The build ships Preact behind React's API (preact/compat, about 10 KB gzip instead of React's 69 KB):
 * it keeps the sign-in page's first load within budget (decision 180). The dev server keeps React, whose
 * fast refresh the React plugin provides; the journeys run on the build, so they check what ships.
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react(?:-dom)?$/, replacement: "preact/compat" },
];

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

export default defineConfig(({ command }) => ({
  // Brotli and gzip copies beside each file, served as they are by the API (no compression per request).
  // The installable app: manifest, service worker and the scripts its offline shell keeps (pwa.config.ts).
  // The sign-in page's scripts are checked against their budget as the bundle is written (first-load-budget.ts).
  plugins: [
    react(),
    tailwindcss(),
    offlineShell(),
    firstLoadBudget(),
    VitePWA(pwaOptions),
    compression({ algorithms: ["brotliCompress", "gzip"] }),
  ],
  resolve: {
    // "@/x" is src/x (root-relative, so no Node path helpers are needed here).
    alias: [{ find: /^@\//, replacement: "/src/" }, ...(command === "build" ? preactForReact : [])],
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
        manualChunks(id, { getModuleInfo }) {
          // The shared schemas travel with zod: a page that checks a form loads both, one that does not
          // (the sign-in page's first paint) loads neither. The plain helpers (NIT, messages) get their
          // own small chunk; left alone, rollup would put them in the zod chunk that imports them.
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
          if (/[\\/]apps[\\/]web[\\/]src[\\/](?:components|lib)[\\/]/.test(id)) return reachesForms(id, getModuleInfo) ? "form-ui" : "ui";
          // Rollup's CommonJS helpers go with Preact: the chart libraries' CommonJS modules that require
          // "react" use them from the "react" chunk, which must import nothing back from "router".
          if (id.startsWith("\0commonjsHelpers")) return "react";
          if (!id.includes("node_modules")) return undefined;
          // The console's charts (recharts and what it brings, e.g. @reduxjs/toolkit's "dist/react" folder, which
          // the "react" rule below would otherwise take) stay in their own chunk: only the dashboard loads it,
          // and the "react" chunk imports nothing back from another chunk.
          if (/[\\/](?:recharts|@reduxjs|react-redux|redux|reselect|immer|victory-vendor|d3-[a-z]+|internmap|decimal\.js-light|eventemitter3|es-toolkit|tiny-invariant|use-sync-external-store)[\\/]/.test(id)) {
            return "charts";
          }
          // "react" holds Preact in the build.
          if (/[\\/](?:react|react-dom|scheduler|preact)[\\/]/.test(id)) return "react";
          if (id.includes("react-router")) return "router";
          if (id.includes("@tanstack")) return "query";
          if (/[\\/]zod[\\/]/.test(id)) return "zod";
          if (id.includes("react-hook-form") || id.includes("@hookform")) return "forms";
          return undefined;
        },
      },
    },
  },
}));
