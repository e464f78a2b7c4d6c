#!/usr/bin/env node
/**
 * First-load figures of the web app as a phone sees them: builds the app (or takes --dist), starts the
 * API serving it on a fresh in-memory database, then for /signin, one signed-in screen and the public check prints
 * - the JavaScript the page loads (requests, gzip bytes of those files, bytes actually sent),
 * - the median of several Lighthouse mobile runs (performance, accessibility, best practices, SEO and
 *   the main timings), each in a fresh Chromium profile.
 *
 *   npm run bench:web -w apps/web -- [--dist=DIR] [--port=3340] [--runs=3] [--screen=/persona] [--save=DIR]
 *
 * Not part of the tests: Lighthouse's scores move with the machine's load; compare runs made together.
 */
import { spawn } from "node:child_process";
import { randomInt } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { solveChallenge } from "altcha-lib";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { nitCheckDigit } from "@portal/domain/nit";
import { buildWeb, repoRoot, waitForHealth } from "./bench-helpers.mjs";


const { values: args } = parseArgs({
  options: {
    dist: { type: "string" },
    port: { type: "string", default: "3340" },
    runs: { type: "string", default: "3" },
    screen: { type: "string", default: "/persona" },
    // Writes each run's full Lighthouse report (JSON) there, to see what it flags and why.
    save: { type: "string" },
  },
});
const runs = Number(args.runs);
const base = `http://127.0.0.1:${args.port}`;
const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// ---------------------------------------------------------------- build and server

/** The API as the journeys start it (e2e/playwright.config.ts): in-memory database, mail to a folder. */
function startApi(dist, dataDir) {
  const child = spawn(path.join(repoRoot, "node_modules/.bin/tsx"), ["apps/api/src/server.ts"], {
    cwd: repoRoot,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: args.port,
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      ALTCHA_MAX_NUMBER: "20000",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      MAIL_URL: "",
      DATABASE_URL: "",
      REDIS_URL: "",
      WEB_DIST: dist,
    },
  });
  return child;
}

// ---------------------------------------------------------------- a signed-in carrier

async function api(method, route, body, token) {
  const res = await fetch(`${base}/api${route}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Solves the ALTCHA proof of work as the browser widget does. */
async function captcha() {
  const c = await api("GET", "/captcha/challenge");
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const payload = { algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/** Signs up, completes an individual's profile with its contacts and signs in; returns what the web keeps in localStorage. */
async function newCarrierSession() {
  const body = String(randomInt(10_000_000, 99_999_999));
  const nit = `${body}${nitCheckDigit(body)}`;
  const password = `Transporte-${randomInt(1e6, 1e7)}!`;
  await api("POST", "/usuario", { nit, email: `bench.${nit.toLowerCase()}@example.com`, password, "g-recaptcha-response": await captcha() });
  const tokens = await api("POST", "/authenticate", { nit, password });
  const cui = `${randomInt(1, 10)}${String(randomInt(0, 1e8)).padStart(8, "0")}0101`;
  const created = await api(
    "POST",
    "/persona/natural",
    {
      nit,
      cui,
      nombre: "MARÍA JOSÉ",
      apellido: "LÓPEZ GARCÍA",
      fecha_nacimiento: "1985-04-12",
      estado_civil_id: 1,
      profesion_oficio_id: 1,
      nacionalidad_id: 1,
      "g-recaptcha-response": await captcha(),
    },
    tokens.access_token,
  );
  // What a carrier's /persona holds: an address, two e-mails and two phones, so its lists render rows.
  const id = created.persona.id;
  const token = tokens.access_token;
  await api("POST", `/persona_direccion/${id}/persona`, { direccion: "5A AVENIDA 10-20 ZONA 1", notificar: true, pais_id: 1, departamento_id: 1, municipio_id: 101, tipo_direccion_id: 1 }, token);
  for (const i of [1, 2]) {
    await api("POST", `/persona_email/${id}/persona`, { email: `contacto${i}.${nit}@example.com`, notificar: i === 1 }, token);
    await api("POST", `/persona_telefono/${id}/persona`, { numero: `5555123${i}`, notificar: false, tipo_telefono_id: 1 }, token);
  }
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    user_id: String(tokens.user_id),
    nit,
    persona_id: String(created.persona.id),
    natural_id: String(created.natural.id),
    es_juridico: "false",
    es_natural: "true",
    puede_agregar_representantes: "false",
  };
}

// ---------------------------------------------------------------- Lighthouse

/** One Lighthouse mobile run in a fresh profile; `storage` is written to localStorage first (kept by the run). */
async function lighthouseRun(url, storage) {
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    if (storage) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${base}/favicon.svg`);
      await page.evaluate((values) => {
        for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
      }, storage);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // The signed-in run must keep the session just written; Lighthouse otherwise clears the origin.
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The scripts the page loaded: count, gzip bytes of the built files, bytes actually sent (brotli). */
function scriptsOf(lhr, dist) {
  const items = lhr.audits["network-requests"].details.items.filter((i) => i.resourceType === "Script");
  let gzip = 0;
  let sent = 0;
  for (const item of items) {
    sent += item.transferSize ?? 0;
    const file = path.join(dist, new URL(item.url).pathname);
    if (!existsSync(file)) continue;
    gzip += existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return { requests: items.length, gzip, sent, files: items.map((i) => new URL(i.url).pathname) };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(label, urlPath, dist, storageFor) {
  const lhrs = [];
  for (let i = 0, failures = 0; i < runs; i++) {
    const lhr = await lighthouseRun(`${base}${urlPath}`, storageFor ? await storageFor() : undefined);
    // A trace Lighthouse could not read (it happens on a busy machine) gives no scores: run again.
    if (lhr.runtimeError && failures++ < 3) {
      console.log(`  (run again: ${lhr.runtimeError.code})`);
      i--;
      continue;
    }
    if (!lhr.finalDisplayedUrl.endsWith(urlPath)) throw new Error(`${urlPath} ended on ${lhr.finalDisplayedUrl}`);
    lhrs.push(lhr);
    if (args.save) {
      mkdirSync(args.save, { recursive: true });
      writeFileSync(path.join(args.save, `${label.replace(/\W+/g, "-").toLowerCase()}-${i + 1}.json`), JSON.stringify(lhr));
    }
  }
  const score = (id) => Math.round(median(lhrs.map((l) => l.categories[id].score ?? 0)) * 100);
  const metric = (id) => median(lhrs.map((l) => l.audits[id].numericValue ?? 0));
  const js = scriptsOf(lhrs[0], dist);
  const load = os.loadavg()[0].toFixed(1);
  console.log(`\n${label} (${urlPath}), median of ${runs} Lighthouse mobile runs (load average ${load} on ${os.cpus().length} cores)`);
  console.log(`  JS: ${js.requests} requests, ${kb(js.gzip)} gzip (${kb(js.sent)} sent)`);
  console.log(`    ${js.files.join(" ")}`);
  console.log(
    `  performance ${score("performance")}  accessibility ${score("accessibility")}  best practices ${score("best-practices")}  SEO ${score("seo")}` +
      `  (each run: ${lhrs.map((l) => Math.round((l.categories.performance.score ?? 0) * 100)).join(", ")})`,
  );
  console.log(
    `  FCP ${Math.round(metric("first-contentful-paint"))} ms  LCP ${Math.round(metric("largest-contentful-paint"))} ms` +
      `  TBT ${Math.round(metric("total-blocking-time"))} ms  CLS ${metric("cumulative-layout-shift").toFixed(3)}` +
      `  SI ${Math.round(metric("speed-index"))} ms`,
  );
  const failing = Object.values(lhrs[0].audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable")
    .map((a) => a.id);
  if (failing.length) console.log(`  flagged: ${failing.join(", ")}`);
}

// ---------------------------------------------------------------- main

const dist = args.dist ? path.resolve(args.dist) : buildWeb();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-web-data-"));
const server = startApi(dist, dataDir);
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});
try {
  await waitForHealth(base, server);
  await measure("Sign-in", "/signin", dist);
  await measure("Signed in", args.screen, dist, newCarrierSession);
  // The public check's prerendered page for a code the registry does not hold ("Código no válido"):
  // the page's own load and its question to the API, without a signed credential to check.
  await measure("Public check", "/verificar/BENCH0000000?llave=0000", dist);
} finally {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
