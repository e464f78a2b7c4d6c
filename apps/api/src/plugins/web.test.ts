import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../test/app";

describe("serving the web app", () => {
  let ctx: TestContext;
  const dist = mkdtempSync(path.join(os.tmpdir(), "portal-web-dist-"));

  beforeAll(async () => {
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Portal</title>");
    writeFileSync(path.join(dist, "assets", "app-1.js"), "console.log(1)");
    // What the build's compression step writes beside each file.
    const bundle = `export const x = "${"portal ".repeat(500)}";`;
    writeFileSync(path.join(dist, "assets", "bundle-abc123.js"), bundle);
    writeFileSync(path.join(dist, "assets", "bundle-abc123.js.br"), brotliCompressSync(bundle));
    writeFileSync(path.join(dist, "assets", "bundle-abc123.js.gz"), gzipSync(bundle));
    ctx = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(() => ctx.close());

  it("answers index.html for the client's routes", async () => {
    for (const url of ["/", "/signin", "/licencia", "/verificar/ABCD2345?llave=x"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<title>Portal</title>");
    }
  });

  it("serves built files, also those written after start (a rebuild)", async () => {
    const first = await ctx.app.inject({ method: "GET", url: "/assets/app-1.js" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/javascript/);
    writeFileSync(path.join(dist, "assets", "app-2.js"), "console.log(2)");
    const later = await ctx.app.inject({ method: "GET", url: "/assets/app-2.js" });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe("console.log(2)");
  });

  it("sends the precompressed copy the browser accepts, and the plain file to one that accepts none", async () => {
    const br = await ctx.app.inject({ method: "GET", url: "/assets/bundle-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("portal portal");
    const gz = await ctx.app.inject({ method: "GET", url: "/assets/bundle-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await ctx.app.inject({ method: "GET", url: "/assets/bundle-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("portal portal");
  });

  it("lets browsers keep hashed assets for a year and makes them revalidate the page", async () => {
    const asset = await ctx.app.inject({ method: "GET", url: "/assets/bundle-abc123.js", headers: { "accept-encoding": "br" } });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const url of ["/", "/index.html", "/licencia"]) {
      const page = await ctx.app.inject({ method: "GET", url });
      expect(page.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("answers 404, not the page, for a missing asset or API path", async () => {
    const asset = await ctx.app.inject({ method: "GET", url: "/assets/no-existe.js" });
    expect(asset.statusCode).toBe(404);
    const api = await ctx.app.inject({ method: "GET", url: "/api/no-existe" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Recurso no encontrado." });
  });

  it("allows Google's reCAPTCHA hosts in the CSP only when reCAPTCHA is configured", async () => {
    const altcha = await ctx.app.inject({ method: "GET", url: "/signin" });
    expect(String(altcha.headers["content-security-policy"])).not.toContain("gstatic");
    const other = await buildTestApp({ WEB_DIST: dist, RECAPTCHA_SECRET: "secreto", RECAPTCHA_SITE_KEY: "clave" });
    const res = await other.app.inject({ method: "GET", url: "/signin" });
    expect(String(res.headers["content-security-policy"])).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/www\.google\.com https:\/\/www\.gstatic\.com/);
    await other.close();
  });
});
