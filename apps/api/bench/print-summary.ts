import type { UploadResult } from "./load/measure-upload-memory";
import type { LoadResult } from "./load/run-scenario";

export interface ScenarioResult {
  name: string;
  connections: number;
  bodyBytes: number;
  app: LoadResult;
  baseline: LoadResult;
}

const MB = 1024 * 1024;
const fixed = (n: number, digits = 0) => n.toFixed(digits);

/** The table of one run, in Markdown so it can be pasted into docs/performance.md. */
export function formatSummary(results: ScenarioResult[], uploads: UploadResult[]): string {
  const lines = [
    "| Scenario | conns | answer | req/s | p50 ms | p99 ms | baseline req/s | ÷ baseline | failed |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...results.map((r) =>
      [
        r.name,
        r.connections,
        r.bodyBytes >= MB ? `${fixed(r.bodyBytes / MB, 1)} MB` : `${fixed(r.bodyBytes / 1024, 1)} KB`,
        fixed(r.app.rps, r.app.rps < 10 ? 1 : 0),
        fixed(r.app.p50),
        fixed(r.app.p99),
        fixed(r.baseline.rps),
        r.baseline.rps > 0 ? fixed(r.app.rps / r.baseline.rps, 2) : "—",
        r.app.failures + r.baseline.failures,
      ].join(" | ").replace(/^/, "| ").replace(/$/, " |"),
    ),
  ];
  for (const upload of uploads) {
    const ok = upload.statuses.filter((s) => s === 201).length;
    lines.push(
      "",
      `Uploads: ${upload.count} × ${fixed(upload.fileBytes / 1e6, 1)} MB PDF at once (${upload.mode === "json" ? "base64 JSON" : "multipart, streamed"}): ` +
        `${ok}/${upload.count} answered 201; RSS ${fixed(upload.rssBefore / MB)} MB before, ` +
        `peak ${fixed(upload.rssPeak / MB)} MB (+${fixed((upload.rssPeak - upload.rssBefore) / MB)} MB), ` +
        `${fixed(upload.rssAfter / MB)} MB 1 s after; median ${fixed(upload.medianMs)} ms, slowest ${fixed(upload.slowestMs)} ms.`,
    );
    if (ok !== upload.count) lines.push(`Upload statuses: ${upload.statuses.join(", ")}`);
  }
  return lines.join("\n");
}
