import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { largePdf } from "../seed/sample-pdfs";
import type { UploadMode } from "../options";
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
  mode: UploadMode;
  count: number;
  fileBytes: number;
  statuses: number[];
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  slowestMs: number;
  medianMs: number;
}

/** The request of one upload: a multipart form (streamed route) or a base64 data URL in JSON (the spec's route). */
function uploadRequest(mode: UploadMode, naturalId: number, pdf: Buffer): { path: string; body: BodyInit; headers: Record<string, string> } {
  const path = `/api/natural_documento/${naturalId}/natural`;
  if (mode === "json") {
    const body = JSON.stringify({ tipo_documento_id: 1, documento: `data:application/pdf;base64,${pdf.toString("base64")}` });
    return { path, body, headers: { "content-type": "application/json" } };
  }
  const form = new FormData();
  form.append("tipo_documento_id", "1");
  form.append("documento", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "documento.pdf");
  return { path: `${path}/pdf`, body: form, headers: {} };
}

/**
 * Sends `count` PDF uploads of `mb` megabytes at once through the documents module (multipart to
 * POST /api/natural_documento/{naturalId}/natural/pdf, or base64 JSON to the spec's route), one per
 * carrier, and samples the server's RSS every 10 ms meanwhile. `variant` makes the files differ from
 * another run's (each file is stored once per SHA-256).
 */
export async function measureUploadMemory(
  baseUrl: string,
  serverPid: number,
  sessions: Session[],
  count: number,
  mb: number,
  mode: UploadMode,
  variant = 0,
): Promise<UploadResult> {
  const fileBytes = Math.floor(mb * 1_000_000) - 10_000;
  const bodies = await Promise.all(
    sessions.slice(0, count).map(async (s, i) => ({
      session: s,
      request: uploadRequest(mode, s.naturalId, await largePdf(fileBytes, variant * 1000 + i)),
    })),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rssBefore = rssOf(serverPid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(serverPid))), 10);
  const timings: number[] = [];
  const statuses = await Promise.all(
    bodies.map(async ({ session, request }) => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${request.path}`, {
        method: "POST",
        headers: { ...request.headers, authorization: `Bearer ${session.token}` },
        body: request.body,
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
    mode,
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
