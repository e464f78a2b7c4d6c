import { parentPort } from "node:worker_threads";
import { inspectPdfBytes, type PdfVerdict } from "./pdf-active-content";

/** Worker thread of `pdf-inspector.ts`: inspects one PDF per message, in order. */

// pdf-lib reports recoverable oddities with console.warn; a verdict is all the API needs from here.
console.warn = () => {};

const port = parentPort!;
port.on("message", async (task: { id: number; bytes: Uint8Array }) => {
  let verdict: PdfVerdict;
  try {
    verdict = await inspectPdfBytes(task.bytes);
  } catch (err) {
    verdict = { ok: false, problem: "invalid", detail: err instanceof Error ? err.message.slice(0, 200) : "inspection failed" };
  }
  port.postMessage({ id: task.id, verdict });
});
port.postMessage({ ready: true });
