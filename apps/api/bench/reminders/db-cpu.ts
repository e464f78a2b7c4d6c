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
 * machine, so each backend's /proc entry is read before and after (a backend opened meanwhile counts
 * from zero). Only meaningful while nothing else uses that database.
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
    const result = await work();
    let cpuSeconds = 0;
    for (const pid of new Set([...before.keys(), ...(await backends())])) cpuSeconds += cpuOf(pid) - (before.get(pid) ?? 0);
    return { result, cpuSeconds: Math.max(0, cpuSeconds) };
  } finally {
    await client.end();
  }
}
