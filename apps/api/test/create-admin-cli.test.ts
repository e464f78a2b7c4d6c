import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsx = path.resolve(apiDir, "../../node_modules/.bin/tsx");

/** Runs `npm run admin:create`'s script as an operator would, on its own embedded database. */
function createAdmin(dataDir: string, args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ["scripts/create-admin.ts", ...args], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PUBLIC_URL: "https://portal.example.gt", LOG_LEVEL: "warn" },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("close", (code) => resolve({ code, out, err }));
  });
}

describe("npm run admin:create", () => {
  it("creates an admin on the embedded database, prints and mails the one-time link, and frees the database", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-admin-cli-"));
    const first = await createAdmin(dataDir, ["--email", "Jefa@Example.gt", "--nombre", "Jefa de Sistemas"]);
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    expect(first.out).toContain("Jefa de Sistemas <jefa@example.gt>");
    const link = /https:\/\/portal\.example\.gt\/admin\/activar\?token=[\w-]{43}/.exec(first.out)?.[0];
    expect(link).toBeDefined();
    const [mail] = readdirSync(path.join(dataDir, "outbox"));
    expect(readFileSync(path.join(dataDir, "outbox", mail), "utf8")).toContain("To: jefa@example.gt");
    // The embedded database is free again once the command ends.
    expect(readdirSync(dataDir)).not.toContain("portal.pid");
  }, 120_000);

  it("says so and exits non-zero when a running portal holds the embedded database, or the arguments are wrong", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-admin-cli-"));
    // This test's own process plays the running portal.
    writeFileSync(path.join(dataDir, "portal.pid"), String(process.pid));
    const busy = await createAdmin(dataDir, ["--email", "a@example.gt", "--nombre", "A"]);
    expect(busy.code).toBe(3);
    expect(busy.err).toContain(`está en uso por otro proceso del portal (PID ${process.pid})`);
    expect(busy.err).toContain("is in use by another portal process");

    const wrong = await createAdmin(dataDir, ["--email", "no-es-correo"]);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain("--email: El Correo Electrónico ingresado no es válido.");
    expect(wrong.err).toContain("--nombre:");
  }, 60_000);
});
