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

describe("serving the public pages the build prerendered", () => {
  let ctx: TestContext;
  const dist = mkdtempSync(path.join(os.tmpdir(), "portal-web-prerendered-"));
  const page = (name: string) => `<!doctype html><title>${name}</title><div id="root"><main><h1>${name}</h1></main></div>`;

  beforeAll(async () => {
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Portal</title><div id=\"root\"></div>");
    for (const name of ["signin", "verificar", "constancia"]) {
      writeFileSync(path.join(dist, `${name}.html`), page(name));
      writeFileSync(path.join(dist, `${name}.html.br`), brotliCompressSync(page(name)));
      writeFileSync(path.join(dist, `${name}.html.gz`), gzipSync(page(name)));
    }
    const pages = [
      { route: "/signin", file: "signin.html" },
      { route: "/verificar/:codigo", file: "verificar.html" },
      { route: "/constancia/:codigo", file: "constancia.html" },
    ];
    writeFileSync(path.join(dist, "prerendered.json"), JSON.stringify({ pages }));
    ctx = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(() => ctx.close());

  it("answers each prerendered page with its own HTML, a code in the path with the page's shell", async () => {
    const expected: Record<string, string> = {
      "/signin": "signin",
      "/signin?motivo=x": "signin",
      "/signin/": "signin",
      "/verificar/ABCD2345?llave=x": "verificar",
      "/verificar/OTRO9999": "verificar",
      "/constancia/C0NST4NC1A": "constancia",
    };
    for (const [url, name] of Object.entries(expected)) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/text\/html/);
      expect(res.body, url).toContain(`<h1>${name}</h1>`);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("answers index.html for the paths no page was prerendered for", async () => {
    for (const url of ["/", "/signup", "/licencia", "/verificar", "/verificar/ABCD2345/otra", "/signin/otra"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<title>Portal</title>");
    }
  });

  it("sends a prerendered page's precompressed copy", async () => {
    const br = await ctx.app.inject({ method: "GET", url: "/verificar/ABCD2345", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("<h1>verificar</h1>");
  });

  it("follows a rebuild's list without a restart", async () => {
    writeFileSync(path.join(dist, "manual.html"), page("manual"));
    writeFileSync(path.join(dist, "prerendered.json"), JSON.stringify({ pages: [{ route: "/manual", file: "manual.html" }] }));
    const manual = await ctx.app.inject({ method: "GET", url: "/manual" });
    expect(manual.body).toContain("<h1>manual</h1>");
    const signin = await ctx.app.inject({ method: "GET", url: "/signin" });
    expect(signin.body).toContain("<title>Portal</title>");
  });
});
