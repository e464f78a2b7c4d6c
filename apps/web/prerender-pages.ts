import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import type { OutputBundle } from "rollup";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { firstLoadChunks } from "./first-load-budget";

/**
 * The public pages the build renders to HTML with React's static rendering (decision 190): their first
 * paint waits for no script, and the browser hydrates that HTML (src/main.tsx). A page with a code in its
 * path gets one shell for every code (`url` is any such path); what depends on the code shows once hydrated.
 * `modules` are the page's lazy route modules, preloaded by the HTML so hydration does not wait for them
 * one after the other.
 */
export const PRERENDERED_PAGES: { route: string; url: string; file: string; modules: string[] }[] = [
  { route: "/signin", url: "/signin", file: "signin.html", modules: ["/src/features/auth/pages/signin-page.tsx"] },
  { route: "/manual", url: "/manual", file: "manual.html", modules: ["/src/features/manual/pages/manual-page.tsx"] },
  {
    route: "/verificar/:codigo",
    url: "/verificar/codigo",
    file: "verificar.html",
    modules: ["/src/app/routes/with-queries.tsx", "/src/features/verificacion/pages/verificar-page.tsx"],
  },
  {
    route: "/constancia/:codigo",
    url: "/constancia/codigo",
    file: "constancia.html",
    modules: ["/src/app/routes/with-queries.tsx", "/src/features/constancia/pages/constancia-page.tsx"],
  },
];

/** Which file answers which path; read by the API, which serves the build (apps/api/src/plugins/web.ts). */
export const PRERENDERED_MANIFEST = "prerendered.json";

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * index.html with the page's HTML in #root, its title, and its route's scripts preloaded. The resource
 * hints React writes ahead of a page (e.g. `<link rel="preload" as="image">` for its pictures) go into the
 * head: they are not part of the tree React hydrates.
 */
export function pageDocument(template: string, page: { html: string; title: string; preload: string[] }): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: index.html has no ${ROOT_ELEMENT}`);
  const hints = /^(?:<link [^>]*\/>)*/.exec(page.html)?.[0] ?? "";
  const head = [hints, ...page.preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)].filter(Boolean).join("\n    ");
  const escapedTitle = page.title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapedTitle}</title>`)
    .replace("</head>", head ? `  ${head}\n  </head>` : "</head>")
    .replace(ROOT_ELEMENT, `<div id="root">${page.html.slice(hints.length)}</div>`);
}

/** Writes a file with the brotli and gzip copies the API sends as they are (as the build's compression step does). */
function writeWithCopies(file: string, text: string): void {
  const bytes = Buffer.from(text);
  writeFileSync(file, bytes);
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/** Builds src/prerender.tsx for Node (the same root, mode and env as the browser build) and loads it. */
async function loadRenderer(config: ResolvedConfig): Promise<{ render: (url: string) => Promise<{ html: string; title: string }>; done: () => void }> {
  // Inside the app's folder, so that the external packages (React, React Router) resolve from node_modules.
  mkdirSync(path.join(config.root, "node_modules"), { recursive: true });
  const outDir = mkdtempSync(path.join(config.root, "node_modules", ".prerender-"));
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: "warn",
    publicDir: false,
    plugins: [react()],
    resolve: { alias: [{ find: /^@\//, replacement: "/src/" }] },
    // The shared domain is TypeScript: bundled, not imported by Node.
    ssr: { noExternal: ["@portal/domain"] },
    build: { ssr: "src/prerender.tsx", outDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: "prerender.mjs" } } },
  });
  const entry = (await import(pathToFileURL(path.join(outDir, "prerender.mjs")).href)) as { renderPage: (url: string) => Promise<{ html: string; title: string }> };
  return { render: entry.renderPage, done: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** Renders the public pages once the browser bundle is written, every build; the build fails if one fails. */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "portal-prerender-pages",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      async handler(options, bundle: OutputBundle) {
        const outDir = options.dir ?? path.resolve(config.root, config.build.outDir);
        const template = readFileSync(path.join(outDir, "index.html"), "utf8");
        const entryChunks = new Set(firstLoadChunks(bundle, []).map((c) => c.fileName));
        const renderer = await loadRenderer(config);
        try {
          for (const page of PRERENDERED_PAGES) {
            const { html, title } = await renderer.render(page.url);
            // index.html preloads the entry's imports already; the route's own chunks are added.
            const preload = firstLoadChunks(bundle, page.modules)
              .map((c) => c.fileName)
              .filter((file) => !entryChunks.has(file));
            writeWithCopies(path.join(outDir, page.file), pageDocument(template, { html, title, preload }));
            this.info(`prerendered ${page.route} → ${page.file} (${(html.length / 1024).toFixed(1)} KB of HTML)`);
          }
        } finally {
          renderer.done();
        }
        const manifest = { pages: PRERENDERED_PAGES.map(({ route, file }) => ({ route, file })) };
        writeFileSync(path.join(outDir, PRERENDERED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      },
    },
  };
}
