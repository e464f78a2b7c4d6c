import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
        // Long-lived vendor chunks: they change with a dependency upgrade, not with every release.
        manualChunks(id) {
          if (!id.includes("node_modules")) return undefined;
          if (/[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return "react";
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
