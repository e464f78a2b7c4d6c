import os from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestContext } from "../../test/app";
import { loadConfig } from "../config";
import { TRUST_PROXY_TRUE_REFUSED } from "./trust-proxy";

/** TRUST_PROXY read from the environment exactly as `npm start` reads it. */
function trustFromEnv(value: string) {
  return loadConfig({ TRUST_PROXY: value }, { JWT_SECRET: "x".repeat(32), DATA_DIR: os.tmpdir() }).TRUST_PROXY;
}

const NGINX = "10.0.0.2";
const CLIENT = "203.0.113.10";
const OTHER_CLIENT = "203.0.113.20";
const DIRECT = "203.0.113.30";

/**
 * Requests as the documented nginx forwards them (it appends the peer to whatever X-Forwarded-For the
 * client sent), and from a client that reaches the instance directly, each with the QR check's
 * remaining count (30 per minute and address) that shows which address the rate limiter counted.
 */
const requests = [
  { name: "client via nginx", remoteAddress: NGINX, xff: CLIENT },
  { name: "same client via nginx, forging an address", remoteAddress: NGINX, xff: `6.6.6.6, ${CLIENT}` },
  { name: "another client via nginx", remoteAddress: NGINX, xff: OTHER_CLIENT },
  { name: "direct client, forging", remoteAddress: DIRECT, xff: "7.7.7.7" },
  { name: "direct client, forging another", remoteAddress: DIRECT, xff: "8.8.8.8" },
];

describe("TRUST_PROXY: the address the rate limiter counts", () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  async function remainingFor(setting: string | undefined) {
    ctx = await buildTestApp({ TRUST_PROXY: setting === undefined ? false : trustFromEnv(setting) });
    const left: Record<string, number> = {};
    for (const r of requests) {
      const res = await ctx.app.inject({
        method: "GET",
        url: "/api/verificar/ABCDEFGHJK",
        remoteAddress: r.remoteAddress,
        headers: { "x-forwarded-for": r.xff },
      });
      expect(res.statusCode).toBe(404);
      left[r.name] = Number(res.headers["x-ratelimit-remaining"]);
    }
    return left;
  }

  it("unset: every client behind nginx shares nginx's one counter", async () => {
    expect(await remainingFor(undefined)).toEqual({
      "client via nginx": 29,
      "same client via nginx, forging an address": 28,
      "another client via nginx": 27,
      "direct client, forging": 29,
      "direct client, forging another": 28,
    });
  });

  for (const setting of [NGINX, "10.0.0.0/24"]) {
    it(`"${setting}": each client counted by the address nginx saw; forged hops and direct clients ignored`, async () => {
      expect(await remainingFor(setting)).toEqual({
        "client via nginx": 29,
        "same client via nginx, forging an address": 28,
        "another client via nginx": 29,
        "direct client, forging": 29,
        "direct client, forging another": 28,
      });
    });
  }

  it('"1": each client counted by the address nginx saw, but a client that reaches the instance directly picks its own', async () => {
    expect(await remainingFor("1")).toEqual({
      "client via nginx": 29,
      "same client via nginx, forging an address": 28,
      "another client via nginx": 29,
      "direct client, forging": 29,
      "direct client, forging another": 29,
    });
  });

  it('"2": two proxies in a row (CDN → nginx) are both skipped', async () => {
    ctx = await buildTestApp({ TRUST_PROXY: trustFromEnv("2") });
    const hit = (xff: string) =>
      ctx!.app.inject({ method: "GET", url: "/api/verificar/ABCDEFGHJK", remoteAddress: NGINX, headers: { "x-forwarded-for": xff } });
    // The client's address is second from the right: the CDN (198.51.100.1) appended it, nginx appended the CDN.
    expect((await hit(`${CLIENT}, 198.51.100.1`)).headers["x-ratelimit-remaining"]).toBe("29");
    expect((await hit(`6.6.6.6, ${CLIENT}, 198.51.100.1`)).headers["x-ratelimit-remaining"]).toBe("28");
    expect((await hit(`${OTHER_CLIENT}, 198.51.100.1`)).headers["x-ratelimit-remaining"]).toBe("29");
  });
});

describe("TRUST_PROXY settings", () => {
  it("reads unset, false and 0 as no proxy, a number as hops, a list as addresses and networks", () => {
    expect(trustFromEnv("")).toBe(false);
    expect(trustFromEnv("false")).toBe(false);
    expect(trustFromEnv("0")).toBe(false);
    expect(trustFromEnv("1")).toBe(1);
    expect(trustFromEnv("10.0.0.2, 10.0.1.0/24,fd00::/8,loopback")).toEqual(["10.0.0.2", "10.0.1.0/24", "fd00::/8", "loopback"]);
  });

  it("refuses true at start, saying why", () => {
    expect(() => trustFromEnv("true")).toThrow(TRUST_PROXY_TRUE_REFUSED);
    expect(TRUST_PROXY_TRUE_REFUSED).toContain("cada cliente elegiría la dirección que cuentan los límites");
  });

  it("refuses what is neither a hop count nor an address or network", () => {
    for (const bad of ["10.0.0.300", "10.0.0.0/33", "nginx", "10.0.0.2,,10.0.0.3", "yes", "1.5"]) {
      expect(() => trustFromEnv(bad), bad).toThrow(/TRUST_PROXY no válido/);
    }
  });
});
