import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { largePdf } from "../seed/sample-pdfs";
import type { Session } from "./scenarios";

/** Resident memory of a process in bytes: /proc on Linux, `ps` elsewhere. */
export function rssOf(pid: number): number {
  const status = `/proc/${pid}/status`;
  if (existsSync(status)) {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(status, "utf8"))?.[1];
    return Number(kb) * 1024;
  }
  return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) * 1024;
}

export interface UploadResult {
  count: number;
  fileBytes: number;
  statuses: number[];
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  slowestMs: number;
  medianMs: number;
}

/**
 * Sends `count` PDF uploads of `mb` megabytes at once through the documents module (base64 data URL in
 * JSON, POST /api/natural_documento/{naturalId}/natural), one per carrier, and samples the server's RSS
 * every 10 ms meanwhile.
 */
export async function measureUploadMemory(baseUrl: string, serverPid: number, sessions: Session[], count: number, mb: number): Promise<UploadResult> {
  const fileBytes = Math.floor(mb * 1_000_000) - 10_000;
  const bodies = await Promise.all(
    sessions.slice(0, count).map(async (s, i) => ({
      session: s,
      body: JSON.stringify({
        tipo_documento_id: 1,
        documento: `data:application/pdf;base64,${(await largePdf(fileBytes, i)).toString("base64")}`,
      }),
    })),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rssBefore = rssOf(serverPid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(serverPid))), 10);
  const timings: number[] = [];
  const statuses = await Promise.all(
    bodies.map(async ({ session, body }) => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/natural_documento/${session.naturalId}/natural`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${session.token}` },
        body,
      });
      await response.arrayBuffer();
      timings.push(performance.now() - started);
      return response.status;
    }),
  );
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  timings.sort((a, b) => a - b);
  return {
    count: bodies.length,
    fileBytes,
    statuses,
    rssBefore,
    rssPeak,
    rssAfter: rssOf(serverPid),
    slowestMs: timings.at(-1) ?? 0,
    medianMs: timings[Math.floor(timings.length / 2)] ?? 0,
  };
}
