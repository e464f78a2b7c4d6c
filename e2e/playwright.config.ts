import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.E2E_PORT ?? 3100);
// 127.0.0.1 is a secure context, which ALTCHA's Web Crypto proof of work needs.
const baseURL = `http://127.0.0.1:${port}`;

// One fresh data directory per run. The config is evaluated again in each worker; the workers
// inherit this variable, so they all see the directory the server writes to (mail outbox).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "portal-e2e-"));
process.env.E2E_BASE_URL = baseURL;

const chromium = process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  globalSetup: "./support/global-setup.ts",
  globalTeardown: "./support/global-teardown.ts",
  use: {
    baseURL,
    browserName: "chromium",
    locale: "es-GT",
    timezoneId: "America/Guatemala",
    viewport: { width: 1366, height: 900 },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    // The API serves the built web app (apps/web/dist) and answers index.html for other paths.
    // First the console's admins, as an installation gets its first one (support/staff.ts says which is whose).
    command: [
      'npm run admin:create -- --email consola-e2e@example.com --nombre "Administración E2E"',
      'npm run admin:create -- --email consola-admin@example.com --nombre "Ana Administradora"',
      "npm run start -w apps/api",
    ].join(" && "),
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ALTCHA_MAX_NUMBER: "20000",
      // Every journey signs up from 127.0.0.1; the default of 20 per hour would cap the suite's size.
      SIGNUP_LIMIT_PER_HOUR: "500",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // Mail goes to DATA_DIR/outbox; never to a real server during tests.
      MAIL_URL: "",
      // No reminder passes: their mails to the journeys' accounts would mix with the ones a journey waits for.
      REMINDERS_INTERVAL_S: "0",
      // The dashboard's figures computed per request: a journey reads them right after its own writes, where
      // a supervisor may see them up to a few minutes old (decisions 222, 224: computed at start, kept warm).
      TABLERO_CACHE_SECONDS: "0",
      DATABASE_URL: "",
      REDIS_URL: "",
      // A build of the web app other than apps/web/dist (concurrent runs); empty means the default.
      WEB_DIST: process.env.WEB_DIST ?? "",
    },
  },
});
