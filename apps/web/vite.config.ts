import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { offlineShell, pwaOptions } from "./pwa.config";

export default defineConfig({
  // Brotli and gzip copies beside each file, served as they are by the API (no compression per request).
  // The installable app: manifest, service worker and the scripts its offline shell keeps (pwa.config.ts).
  plugins: [react(), tailwindcss(), offlineShell(), VitePWA(pwaOptions), compression({ algorithms: ["brotliCompress", "gzip"] })],
  resolve: {
    // "@/x" is src/x (root-relative, so no Node path helpers are needed here).
    alias: [{ find: /^@\//, replacement: "/src/" }],
  },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Fewer round trips on a phone: chunks under 8 KB (about 3 KB compressed) that only define
        // functions are merged into a chunk loaded under similar conditions (decision 110).
        experimentalMinChunkSize: 8_000,
        // Long-lived vendor chunks: they change with a dependency upgrade, not with every release.
        manualChunks(id, { getModuleInfo }) {
          // The shared schemas travel with zod: a page that checks a form loads both, one that does not
          // (the sign-in page's first paint) loads neither. The plain helpers (NIT, messages) get their
          // own small chunk; left alone, rollup would put them in the zod chunk that imports them.
          if (id.includes("/packages/domain/")) {
            return getModuleInfo(id)?.importedIds.some((dep) => /[\\/]zod[\\/]/.test(dep)) ? "zod" : "domain";
          }
          if (!id.includes("node_modules")) return undefined;
          if (/[\\/](?:react|react-dom|scheduler)[\\/]/.test(id)) return "react";
          if (id.includes("react-router")) return "router";
          if (id.includes("@tanstack")) return "query";
          if (/[\\/]zod[\\/]/.test(id)) return "zod";
          if (id.includes("react-hook-form") || id.includes("@hookform")) return "forms";
          return undefined;
        },
      },
    },
  },
});
