import type { OutputBundle } from "rollup";
import type { Plugin } from "vite";
import type { VitePWAOptions } from "vite-plugin-pwa";
import { firstLoadChunks } from "./first-load-budget";
import { PRERENDERED_PAGES } from "./prerender-pages";

/** The pages that must open offline (the QR check, the scanner); their chunks and the entry's are the only scripts kept ahead of use. */
const OFFLINE_PAGE_MODULES = [
  // The layout route that provides TanStack Query to both (decision 190).
  "/src/app/routes/with-queries.tsx",
  "/src/features/verificacion/pages/verificar-page.tsx",
  "/src/features/verificacion/pages/escanear-page.tsx",
  // The signature check, loaded by the QR check when a link carries a credential (decision 223).
  "/src/features/verificacion/api/veredicto-firma.ts",
];

/** Scripts of the entry and of the offline pages, with everything they import statically. */
const offlineScripts = new Set<string>();

function collectOfflineScripts(bundle: OutputBundle): void {
  offlineScripts.clear();
  for (const chunk of firstLoadChunks(bundle, OFFLINE_PAGE_MODULES)) offlineScripts.add(chunk.fileName);
}

/** Records, as the bundle is written, which scripts the offline shell needs (read when the worker is generated). */
export function offlineShell(): Plugin {
  return { name: "portal-offline-shell", apply: "build", generateBundle: (_options, bundle) => collectOfflineScripts(bundle) };
}

/** A navigation (a page load, not a script or an API call) outside the API. */
type NavigationMatch = (context: { request: Request; url: URL }) => boolean;

/**
 * The installable app (decision 112): a manifest, and a Workbox service worker that keeps the shell and
 * the built files for offline use. Pages always come from the network; without one, the public QR check
 * (/verificar/…) opens from the kept shell and says it needs a connection, and any other page shows
 * offline.html. API answers are never kept: no route below matches /api, so they go to the network as
 * before (the API sends no-store).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "autoUpdate",
  // registerSW.js, a file: the CSP allows no inline script. Deferred: it registers after the page has loaded.
  injectRegister: "script-defer",
  // The manifest's icons are among the globbed files already.
  includeManifestIcons: false,
  manifest: {
    name: "Portal de Transportistas",
    short_name: "Transportistas",
    description: "Portal de actualización de datos de transportistas",
    lang: "es",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1d4ed8",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // The shell: pages, styles, icons, the theme script and the scripts of the public QR check. The other
    // pages' scripts are not downloaded ahead (they would cost a phone ~0.6 MB per release for nothing:
    // offline those pages show offline.html); the user manual (PDF, pictures) is left to the network.
    globPatterns: ["*.{html,js,svg}", "assets/*.{js,css}", "icons/*.png"],
    // Not the prerendered pages (decision 190): Workbox would answer /signin with a kept signin.html
    // ("clean URLs"), and pages come from the network; offline they show offline.html as before.
    globIgnores: ["sw.js", "workbox-*.js", ...PRERENDERED_PAGES.map((p) => p.file)],
    manifestTransforms: [
      (entries) => ({ manifest: entries.filter((e) => !/^assets\/.*\.js$/.test(e.url) || offlineScripts.has(e.url)) }),
    ],
    // Hashed names change with their content: no revision query needed.
    dontCacheBustURLsMatching: /^assets\//,
    // "/" is not answered from the kept index.html: every page goes to the network first.
    directoryIndex: null,
    navigateFallback: null,
    navigationPreload: true,
    cleanupOutdatedCaches: true,
    // A new worker takes over at once, and the first visit is covered without a reload: it only answers
    // navigations (always from the network while online) and files whose names carry their content.
    skipWaiting: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        // The QR check and the scanner open from the kept shell (the function is copied into the worker: no outer names).
        urlPattern: (({ request, url }) => request.mode === "navigate" && /^\/(?:verificar\/|escanear$)/.test(url.pathname)) satisfies NavigationMatch,
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: "index.html" } },
      },
      {
        urlPattern: (({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/")) satisfies NavigationMatch,
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: "offline.html" } },
      },
      {
        // The QR signing keys (decision 177): fresh when online, the last copy offline.
        urlPattern: (({ url }) => url.pathname === "/.well-known/jwks.json") satisfies NavigationMatch,
        handler: "NetworkFirst",
        options: { cacheName: "jwks", networkTimeoutSeconds: 5, expiration: { maxEntries: 1 } },
      },
      {
        // The scanner's QR reader (about 1 MB, WebAssembly): kept the first time the scanner opens, not
        // downloaded ahead by every visitor. Its name carries its content, so a kept copy is never stale.
        urlPattern: (({ url }) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".wasm")) satisfies NavigationMatch,
        handler: "CacheFirst",
        options: { cacheName: "lector-qr", expiration: { maxEntries: 2 } },
      },
    ],
  },
};
