/**
 * A graceful stop measured behind a real nginx under load: two portal instances behind an nginx upstream
 * (keep-alive, `proxy_next_upstream error timeout http_503`), a bounded loop of GET and POST requests
 * through nginx, SIGTERM to one instance in the middle. Prints requests sent and failed (no answer, or a
 * 5xx) and exits 1 if any failed or the stopped instance did not exit 0.
 *
 * Usage: npm run bench:graceful -w apps/api   (PGlite per instance; with DATABASE_URL both share PostgreSQL)
 * Needs nginx (NGINX=/path/to/nginx, else `nginx` on the PATH or /usr/sbin/nginx); without it, it skips.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const DRAIN_MS = 2000;
const LOAD_MS = 8000;
const STOP_AT_MS = 2000;
const CONCURRENCY = 8;

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function findNginx(): string | undefined {
  if (process.env.NGINX) return process.env.NGINX;
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : undefined;
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function get(port: number, pathName: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path: pathName, agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", () => resolve(0));
  });
}

async function waitHealthy(port: number, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if ((await get(port, "/api/health")) === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the instance on port ${port} did not become healthy in ${ms} ms`);
}

function nginxConfig(dir: string, listen: number, upstreams: number[]) {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_503;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

function startInstance(dir: string, port: number, nginxAddress: string): ChildProcess {
  const dataDir = path.join(dir, `instance-${port}`);
  mkdirSync(dataDir, { recursive: true });
  // The compiled server, as `npm start` runs it (decision 187); built by `npm test` before this runs.
  const child = spawn(process.execPath, ["dist/server.js"], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dir, "no-web"),
      LOG_LEVEL: "warn",
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      // nginx is the trusted hop, so each request's own X-Forwarded-For address is the one rate limits count.
      TRUST_PROXY: nginxAddress,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = path.join(dir, `instance-${port}.log`);
  child.stdout!.on("data", (d) => writeFileSync(log, d, { flag: "a" }));
  child.stderr!.on("data", (d) => writeFileSync(log, d, { flag: "a" }));
  return child;
}

/** One request through nginx: a public catalogue (GET) or a refresh with an unknown token (POST, 401). */
function request(port: number, agent: http.Agent, post: boolean): Promise<number> {
  const body = post ? JSON.stringify({ refresh_token: randomBytes(32).toString("base64url") }) : undefined;
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        agent,
        method: post ? "POST" : "GET",
        path: post ? "/api/refresh" : "/api/catalogo/estado_civil",
        headers: {
          "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
          ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(body);
  });
}

const nginx = findNginx();
if (!nginx) {
  console.log("graceful stop: nginx not found, skipped (install nginx or set NGINX to run it)");
  process.exit(0);
}

const dir = mkdtempSync(path.join(os.tmpdir(), "portal-graceful-"));
chmodSync(dir, 0o755); // nginx workers may run as another user when started as root
const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
const instances = [startInstance(dir, portA, "127.0.0.1"), startInstance(dir, portB, "127.0.0.1")];
let lb: ChildProcess | undefined;
let exitCode = 1;
try {
  await Promise.all([waitHealthy(portA, 90_000), waitHealthy(portB, 90_000)]);
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, portLb, [portA, portB]));
  lb = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "nginx-error.log")], { stdio: "ignore" });
  await waitHealthy(portLb, 10_000);

  const statuses = new Map<number, number>();
  let sent = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const start = Date.now();
  let stoppedAt = 0;
  const stoppedInstance = instances[0];
  const exited = new Promise<number | null>((resolve) => stoppedInstance.on("exit", (code) => resolve(code)));
  setTimeout(() => {
    stoppedAt = Date.now();
    stoppedInstance.kill("SIGTERM");
  }, STOP_AT_MS);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let i = 0; Date.now() - start < LOAD_MS; i++) {
        const status = await request(portLb, agent, (i + worker) % 2 === 1);
        sent++;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  agent.destroy();
  const code = await exited;
  const stopTook = Date.now() - stoppedAt;
  const failed = [...statuses].filter(([s]) => s === 0 || s >= 500).reduce((n, [, c]) => n + c, 0);
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, c]) => `${s === 0 ? "no answer" : s}: ${c}`);
  console.log(`graceful stop behind nginx: ${sent} requests sent over ${LOAD_MS / 1000} s, ${failed} failed`);
  console.log(`  answers: ${byStatus.join(", ")}`);
  console.log(`  SIGTERM at ${STOP_AT_MS / 1000} s (drain ${DRAIN_MS} ms); the instance exited with code ${code} after ${stopTook} ms`);
  exitCode = failed === 0 && code === 0 ? 0 : 1;
  if (exitCode !== 0) console.log(`  logs in ${dir}; nginx: ${readFileSync(path.join(dir, "nginx-error.log"), "utf8").slice(-2000)}`);
} finally {
  lb?.kill("SIGTERM");
  for (const child of instances) if (child.exitCode === null) child.kill("SIGINT");
  await new Promise((r) => setTimeout(r, 500));
  if (exitCode === 0) rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
