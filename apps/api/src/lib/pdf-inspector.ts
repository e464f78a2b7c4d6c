import { Worker } from "node:worker_threads";
import type { PdfVerdict } from "./pdf-active-content";

/**
 * Runs `inspectPdfBytes` off the request thread, in at most two worker threads that are kept for the
 * next upload. A worker that has not answered by the deadline is stopped (and replaced on demand), so a
 * file that stalls the parser costs one worker for a few seconds and never blocks the API; its heap is
 * capped too (docs/decisions/073).
 */

export type PdfInspection = PdfVerdict | { ok: false; problem: "unchecked"; detail: string };

const WORKER_URL = new URL("./pdf-inspect-worker.mjs", import.meta.url);
const MAX_WORKERS = 2;
/** Long enough for a large, well-formed PDF on a busy machine; pdf-lib reads one in well under a second. */
export const PDF_INSPECTION_TIMEOUT_MS = 10_000;
/** Starting a worker compiles its TypeScript; that time does not count against the deadline. */
const WORKER_START_TIMEOUT_MS = 60_000;
const HEAP_LIMIT_MB = 384;

const idle: Worker[] = [];
const waiting: Array<() => void> = [];
let busy = 0;
let nextId = 1;

function startWorker(): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } });
    worker.unref();
    // An idle worker that dies (heap limit, crash) is dropped; it must not take the API down with it.
    worker.on("error", () => {});
    worker.on("exit", () => {
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error("PDF inspection worker did not start"));
    }, WORKER_START_TIMEOUT_MS);
    worker.once("message", () => {
      clearTimeout(timer);
      resolve(worker);
    });
    worker.once("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

async function acquire(): Promise<Worker> {
  while (busy >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  busy += 1;
  try {
    return idle.pop() ?? (await startWorker());
  } catch (err) {
    release();
    throw err;
  }
}

function release(worker?: Worker) {
  if (worker) idle.push(worker);
  busy -= 1;
  waiting.shift()?.();
}

function ask(worker: Worker, bytes: Uint8Array, timeoutMs: number): Promise<PdfVerdict> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onMessage = (msg: { id?: number; verdict?: PdfVerdict }) => {
      if (msg.id !== id || !msg.verdict) return;
      done();
      resolve(msg.verdict);
    };
    const onError = (err: Error) => {
      done();
      reject(err);
    };
    const onExit = () => {
      done();
      reject(new Error("PDF inspection worker exited"));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`PDF inspection took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    worker.on("message", onMessage);
    worker.once("error", onError);
    worker.once("exit", onExit);
    worker.postMessage({ id, bytes });
  });
}

/** The verdict on a PDF's bytes; "unchecked" when it could not be reached in time or the worker failed. */
export async function inspectPdf(bytes: Uint8Array, timeoutMs = PDF_INSPECTION_TIMEOUT_MS): Promise<PdfInspection> {
  let worker: Worker;
  try {
    worker = await acquire();
  } catch (err) {
    return { ok: false, problem: "unchecked", detail: (err as Error).message };
  }
  try {
    const verdict = await ask(worker, bytes, timeoutMs);
    release(worker);
    return verdict;
  } catch (err) {
    // A stalled or crashed worker is not reused.
    void worker.terminate();
    release();
    return { ok: false, problem: "unchecked", detail: (err as Error).message };
  }
}
