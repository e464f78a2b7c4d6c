import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { runtimeFiles } from "../lib/runtime-files";

const defaultDist = runtimeFiles.webDist;

/**
 * Files under assets/ carry a content hash in their name: a new build writes new names, so they can be
 * cached for a year. Everything else (index.html, the manual) must be revalidated to pick up a release.
 */
function cacheControlFor(root: string, filePath: string): string {
  const relative = path.relative(root, filePath);
  return relative.startsWith(`assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache";
}

/**
 * Serves the built web app; any GET outside /api and /assets that is not a file answers index.html
 * so the client router takes it. Other misses answer a JSON 404.
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  const root = config.WEB_DIST ? path.resolve(config.WEB_DIST) : defaultDist;
  const hasWeb = existsSync(path.join(root, "index.html"));
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
      return reply.type("text/html").sendFile("index.html");
    }
    return reply.status(404).send({ message: "Recurso no encontrado." });
  });
});
