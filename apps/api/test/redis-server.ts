import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import net from "node:net";

/** Whether this machine can run a private Redis for the fault tests. */
export const hasRedisServer = !spawnSync("redis-server", ["--version"]).error;

/**
 * A redis-server of the test's own on a free loopback port, without persistence, that the test may
 * stop (the process ends), freeze (SIGSTOP: the socket stays open and commands go unanswered, like a
 * network cut) and start again on the same port.
 */
export class PrivateRedis {
  private process: ChildProcess | undefined;
  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<PrivateRedis> {
    const server = new PrivateRedis(await freePort());
    await server.start();
    return server;
  }

  async start(): Promise<void> {
    const args = ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
    this.process = spawn("redis-server", args, { stdio: "ignore" });
    for (let i = 0; i < 100 && !(await accepts(this.port)); i++) await delay(50);
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    child.kill("SIGCONT");
    child.kill("SIGTERM");
    await once(child, "exit");
  }

  freeze(): void {
    this.process?.kill("SIGSTOP");
  }

  thaw(): void {
    this.process?.kill("SIGCONT");
  }
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 50 ms until it holds, for at most `ms`. */
export async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  for (const end = Date.now() + ms; !check(); ) {
    if (Date.now() > end) throw new Error("condition not reached in time");
    await delay(50);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
