import { readFileSync } from "node:fs";
import pg from "pg";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used, from /proc; 0 once it has gone. */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU used by the PostgreSQL backends of one database while `work` runs: the server runs on this
 * machine, so each backend's /proc entry is read before, every 100 ms during and after (a backend
 * opened meanwhile counts from zero; one that closes keeps its last reading). Only meaningful while
 * nothing else uses that database.
 */
export async function databaseCpu<T>(url: string, work: () => Promise<T>): Promise<{ result: T; cpuSeconds: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const backends = async () =>
    (await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()")).rows.map(
      (r) => r.pid,
    );
  try {
    const before = new Map((await backends()).map((pid) => [pid, cpuOf(pid)]));
    const last = new Map(before);
    const sample = async () => {
      for (const pid of new Set([...last.keys(), ...(await backends())])) {
        const cpu = cpuOf(pid);
        if (cpu > 0) last.set(pid, cpu);
      }
    };
    let sampling = Promise.resolve();
    const timer = setInterval(() => void (sampling = sampling.then(sample)), 100);
    const result = await work().finally(() => clearInterval(timer));
    await sampling;
    await sample();
    let cpuSeconds = 0;
    for (const [pid, cpu] of last) cpuSeconds += cpu - (before.get(pid) ?? 0);
    return { result, cpuSeconds };
  } finally {
    await client.end();
  }
}
