import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../test/app";
import { randomIp, signUpAndLogin } from "../../test/signup";

/** The CSP as a map of directive → sources. */
function csp(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources.join(" ")]),
  );
}

describe("the web build's inline scripts (decision 191)", () => {
  it("allows exactly the hashes the build wrote, and ignores anything that is not one", async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), "portal-web-dist-"));
    const hash = "'sha256-rtThBgod4wuGWIxuxFpWLn5HrM4URigqmYlFAVamZio='";
    writeFileSync(path.join(dist, "csp-script-hashes.json"), JSON.stringify([hash, "'unsafe-inline'", "https://evil.example"]));
    const ctx = await buildTestApp({ WEB_DIST: dist });
    try {
      const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
      expect(csp(res.headers["content-security-policy"]).get("script-src")).toBe(`'self' 'wasm-unsafe-eval' ${hash}`);
    } finally {
      await ctx.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("security headers (http, as in development)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PUBLIC_URL: "http://localhost:3000" });
  });
  afterAll(() => ctx.close());

  it("sends a CSP without plugins or <base>, and frames only blob: PDFs", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    const policy = csp(res.headers["content-security-policy"]);
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("base-uri")).toBe("'none'");
    expect(policy.get("frame-src")).toBe("blob:");
    expect(policy.get("frame-ancestors")).toBe("'none'");
    // No inline script, no eval; WebAssembly may compile (the QR scanner, decision 178).
    expect(policy.get("script-src")).toBe("'self' 'wasm-unsafe-eval'");
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("sends the same security headers on refusals and unknown paths", async () => {
    const ok = await ctx.app.inject({ method: "GET", url: "/api/health" });
    for (const url of ["/api/persona", "/api/no-existe"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      for (const name of ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy"]) {
        expect(res.headers[name], `${url} ${name}`).toBe(ok.headers[name]);
      }
    }
    expect(ok.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends no HSTS while the portal is published over http", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("marks every answer carrying tokens or private data no-store", async () => {
    const account = await signUpAndLogin(ctx);
    const remoteAddress = randomIp();
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/authenticate",
      remoteAddress,
      payload: { nit: account.nit, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");

    const refresh = await ctx.app.inject({ method: "POST", url: "/api/refresh", remoteAddress, payload: { refresh_token: login.json().refresh_token } });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers["cache-control"]).toBe("no-store");

    const own = await ctx.app.inject({ method: "GET", url: "/api/persona", headers: { authorization: `Bearer ${refresh.json().access_token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toBe("no-store");

    // Refusals too: nothing under /api is kept by a browser or a proxy.
    const refused = await ctx.app.inject({ method: "GET", url: "/api/persona" });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });

  it("keeps the caching the public catalogues choose", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/catalogo/estado_civil" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });
});

describe("security headers (https PUBLIC_URL, as behind the TLS proxy)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PUBLIC_URL: "https://portal.example.gt" });
  });
  afterAll(() => ctx.close());

  it("sends HSTS for a year and upgrades stray http subresources", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(csp(res.headers["content-security-policy"]).has("upgrade-insecure-requests")).toBe(true);
  });
});
