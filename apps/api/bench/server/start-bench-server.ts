import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The forked bench server (bench-server.ts): the app and the baseline on their ports, and how to reach and stop them. */
export interface BenchServer {
  process: ChildProcess;
  appUrl: string;
  baselineUrl: string;
  /** Baseline tokens for these user ids, signed by the baseline app. */
  baselineTokens(userIds: number[]): Promise<string[]>;
  /** The access token of a new staff member (revisor) of the app. */
  staffToken(): Promise<string>;
  stop(): Promise<void>;
}

/** The next message of a type from the child; rejects if the child exits first. */
export const messageOf = <T>(child: ChildProcess, type: string) =>
  new Promise<T>((resolve, reject) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off("message", onMessage);
      resolve(m as T);
    };
    child.on("message", onMessage);
    child.once("exit", (code) => reject(new Error(`The bench server stopped (exit ${code}).`)));
  });

/** Forks the bench server and waits until both of its servers listen. */
export async function startBenchServer(env: NodeJS.ProcessEnv, appPort: number, baselinePort: number): Promise<BenchServer> {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), "bench-server.ts"), {
    // No reminder pass: at national size it reads every carrier right after the start, during the measures.
    env: { REMINDERS_INTERVAL_S: "0", ...env, BENCH_APP_PORT: String(appPort), BENCH_BASELINE_PORT: String(baselinePort) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const server: BenchServer = {
    process: child,
    appUrl: `http://127.0.0.1:${appPort}`,
    baselineUrl: `http://127.0.0.1:${baselinePort}`,
    async baselineTokens(userIds) {
      const reply = messageOf<{ tokens: string[] }>(child, "tokens");
      child.send({ type: "tokens", userIds });
      return (await reply).tokens;
    },
    async staffToken() {
      const reply = messageOf<{ token: string }>(child, "staff");
      child.send({ type: "staff" });
      return (await reply).token;
    },
    async stop() {
      if (child.exitCode !== null || !child.connected) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send({ type: "stop" });
      await exited;
    },
  };
  try {
    await messageOf(child, "ready");
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}
