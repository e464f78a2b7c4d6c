import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { webRoot } from "../lib/web-build";


/**
 * Files under assets/ carry a content hash in their name: a new build writes new names, so they can be
 * cached for a year. Everything else (index.html, the manual) must be revalidated to pick up a release.
 */
function cacheControlFor(root: string, filePath: string): string {
  const relative = path.relative(root, filePath);
  return relative.startsWith(`assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache";
}

/** A public page the web build rendered to HTML (its prerendered.json): a route as the client router writes it, and its file. */
interface PrerenderedPage {
  route: string;
  file: string;
}

/**
 * The build's list of prerendered pages (decision 190), read again when the file changes (a rebuild is
 * served without a restart). Without one (an older build) every page answers index.html.
 */
function prerenderedPages(root: string): (pathname: string) => string | undefined {
  const manifest = path.join(root, "prerendered.json");
  let readAt = -1;
  let pages: { segments: string[]; file: string }[] = [];
  return (pathname) => {
    const changedAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
    if (changedAt !== readAt) {
      readAt = changedAt;
      const listed = changedAt ? (JSON.parse(readFileSync(manifest, "utf8")) as { pages: PrerenderedPage[] }).pages : [];
      pages = listed.map((p) => ({ segments: p.route.split("/").filter(Boolean), file: p.file }));
    }
    const segments = pathname.split("/").filter(Boolean);
    // ":name" stands for any one segment: /verificar/<code> gets the page's shell for every code.
    const match = pages.find((p) => p.segments.length === segments.length && p.segments.every((s, i) => s.startsWith(":") || s === segments[i]));
    return match?.file;
  };
}

/**
 * Serves the built web app. A GET outside /api and /assets that is not a file answers the page's own
 * HTML when the build prerendered it (/signin, /manual, /verificar/<code>, /constancia/<code>), else
 * index.html, so the client router takes it. Other misses answer a JSON 404.
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  const root = webRoot(config);
  const hasWeb = existsSync(path.join(root, "index.html"));
  const prerenderedFor = prerenderedPages(root);
  if (hasWeb) {
    // Wildcard: files are looked up per request, so a rebuild is served without a restart.
    await app.register(fastifyStatic, {
      root,
      index: "index.html",
      // Vite writes .br and .gz beside each file at build time; the smallest the client accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader("cache-control", cacheControlFor(root, filePath));
        // The same URL answers brotli, gzip or plain bytes: shared caches must key on Accept-Encoding.
        res.setHeader("vary", "accept-encoding");
      },
    });
  } else {
    app.log.warn(`web app not built (${root}); run "npm run build -w apps/web"`);
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    // A missing script or style must not be answered with the page (the browser would run HTML as JS).
    const isAsset = request.url.startsWith("/assets/");
    if (hasWeb && !isApi && !isAsset && (request.method === "GET" || request.method === "HEAD")) {
      const pathname = request.url.split(/[?#]/, 1)[0];
      return reply.type("text/html").sendFile(prerenderedFor(pathname) ?? "index.html");
    }
    return reply.status(404).send({ message: "Recurso no encontrado." });
  });
});
