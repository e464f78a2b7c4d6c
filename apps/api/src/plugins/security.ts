import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { inlineScriptHashes, webRoot } from "../lib/web-build";

/** Google's reCAPTCHA loads its script and frame from these hosts; only allowed when it is the provider. */
const RECAPTCHA_HOSTS = ["https://www.google.com", "https://www.gstatic.com", "https://www.recaptcha.net"];

/** HSTS lifetime: one year, the value browsers' preload lists expect of a service that is https for good. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The headers helmet sets for these options, worked out once. They depend only on the settings, and
 * @fastify/helmet would rebuild helmet's middleware (parsing the whole CSP) on every request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers on every answer: a CSP with no inline script but the build's own (by hash), no plugins and no <base>, nosniff,
 * no framing; HSTS when the portal is published over https; no caching of API answers
 * (docs/decisions/062-strict-headers.md).
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  const recaptcha = config.RECAPTCHA_SECRET ? RECAPTCHA_HOSTS : [];
  const inlineScripts = inlineScriptHashes(webRoot(config));
  const https = config.PUBLIC_URL.startsWith("https://");
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval': the QR scanner's reader is WebAssembly (compiling it runs no script text).
        // The hashes: the build's own inline scripts, exactly those texts (decision 191).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScripts, ...recaptcha],
        // ALTCHA solves in a worker created from a blob URL.
        workerSrc: ["'self'", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // No <object>/<embed>: PDFs are previewed in an <iframe> on a blob: URL, which frame-src governs.
        objectSrc: ["'none'"],
        frameSrc: ["blob:", ...recaptcha],
        connectSrc: ["'self'", ...recaptcha],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'none'"],
        // Over https, a stray http:// subresource is fetched over https rather than in the clear.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: false } : false,
  });
  // Set first thing, so refusals (401, 404, 429, 503) carry them too; a route may still replace one.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // API answers are private or live (sessions, tokens, personal data, QR status): no browser or proxy
  // keeps a copy. A route that chose its own policy (the public catalogues) keeps it.
  app.addHook("onSend", async (request, reply, payload) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?");
    if (isApi && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
});
