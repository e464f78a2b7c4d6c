import { parentPort } from "node:worker_threads";
import { inspectPdfBytes, type PdfVerdict } from "./pdf-active-content";
import { freeMemory } from "./worker-gc";

/**
 * Worker thread of `pdf-inspector.ts`: inspects one PDF per message, in order. Moved bytes go back
 * with the verdict; after a large file the worker collects its garbage before answering, so an idle
 * worker does not keep the copies pdf-lib made of the file (docs/decisions/105).
 */

// pdf-lib reports recoverable oddities with console.warn; a verdict is all the API needs from here.
console.warn = () => {};

/** From this size on, the worker frees the parse's garbage before it answers (a few ms per file). */
const COLLECT_FROM_BYTES = 1024 * 1024;

const port = parentPort!;
port.on("message", async (task: { id: number; bytes: Uint8Array; move: boolean }) => {
  let verdict: PdfVerdict;
  try {
    verdict = await inspectPdfBytes(task.bytes);
  } catch (err) {
    verdict = { ok: false, problem: "invalid", detail: err instanceof Error ? err.message.slice(0, 200) : "inspection failed" };
  }
  if (task.bytes.byteLength >= COLLECT_FROM_BYTES) freeMemory();
  if (task.move) port.postMessage({ id: task.id, verdict, bytes: task.bytes }, [task.bytes.buffer as ArrayBuffer]);
  else port.postMessage({ id: task.id, verdict });
});
port.postMessage({ ready: true });
