import { Worker } from "node:worker_threads";
import type { PdfVerdict } from "./pdf-active-content";
import { runtimeFiles } from "./runtime-files";

/**
 * Runs `inspectPdfBytes` off the request thread, in at most two worker threads (docs/decisions/073,
 * 105). A worker that has not answered by the deadline is stopped (and replaced on demand), so a file
 * that stalls the parser costs one worker for a few seconds and never blocks the API; its heap is
 * capped too. Memory (decision 105): a large file is moved to the worker and back, never copied; the
 * worker frees what the parse left behind before it answers; of two workers idle for a while, one is
 * stopped.
 */

export type PdfInspection =
  /** `bytes` are the checked bytes, handed back by the worker: the caller's buffer may have been moved. */
  | { ok: true; bytes: Buffer }
  | Exclude<PdfVerdict, { ok: true }>
  | { ok: false; problem: "unchecked"; detail: string };

const WORKER_FILE = runtimeFiles.pdfInspectWorker;
const MAX_WORKERS = 2;
/** Long enough for a large, well-formed PDF on a busy machine; pdf-lib reads one in well under a second. */
export const PDF_INSPECTION_TIMEOUT_MS = 10_000;
/** Starting a worker compiles its TypeScript; that time does not count against the deadline. */
const WORKER_START_TIMEOUT_MS = 60_000;
const HEAP_LIMIT_MB = 384;
/**
 * A second worker left idle this long is stopped; the last one is kept, since starting one takes one
 * to two seconds (tsx compiles its TypeScript, pdf-lib loads) that an upload would wait for.
 */
const IDLE_WORKER_MS = 60_000;
/** Buffers this large are moved (transferred) to the worker and back; smaller ones are copied. */
const MOVE_FROM_BYTES = 64 * 1024;

const idle: Worker[] = [];
const idleTimers = new Map<Worker, NodeJS.Timeout>();
const running = new Set<Worker>();
const waiting: Array<() => void> = [];
let busy = 0;
let nextId = 1;

function startWorker(): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } });
    worker.unref();
    running.add(worker);
    // An idle worker that dies (heap limit, crash) is dropped; it must not take the API down with it.
    worker.on("error", () => {});
    worker.on("exit", () => {
      running.delete(worker);
      clearTimeout(idleTimers.get(worker));
      idleTimers.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error("PDF inspection worker did not start"));
    }, WORKER_START_TIMEOUT_MS);
    const settle = () => {
      clearTimeout(timer);
      worker.off("exit", onEarlyExit);
    };
    const onEarlyExit = () => {
      settle();
      reject(new Error("PDF inspection worker exited while starting"));
    };
    worker.once("exit", onEarlyExit);
    worker.once("message", () => {
      settle();
      resolve(worker);
    });
    worker.once("error", (err) => {
      settle();
      reject(err);
    });
  });
}

async function acquire(): Promise<Worker> {
  while (busy >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  busy += 1;
  try {
    const worker = idle.pop();
    if (!worker) return await startWorker();
    clearTimeout(idleTimers.get(worker));
    idleTimers.delete(worker);
    return worker;
  } catch (err) {
    release();
    throw err;
  }
}

function release(worker?: Worker) {
  if (worker) {
    idle.push(worker);
    const timer = setTimeout(() => {
      if (running.size < 2) return;
      // Out of the sets at once: two timers firing together must not stop both workers.
      running.delete(worker);
      idle.splice(idle.indexOf(worker), 1);
      void worker.terminate();
    }, IDLE_WORKER_MS);
    timer.unref();
    idleTimers.set(worker, timer);
  }
  busy -= 1;
  waiting.shift()?.();
}

interface Answer {
  id?: number;
  verdict?: PdfVerdict;
  /** The moved bytes, moved back. */
  bytes?: Uint8Array;
}

function ask(worker: Worker, bytes: Buffer, timeoutMs: number): Promise<{ verdict: PdfVerdict; bytes: Buffer }> {
  const id = nextId++;
  // A pooled buffer (small) shares its memory with others and cannot be moved; it is copied.
  const move = bytes.byteLength >= MOVE_FROM_BYTES && bytes.buffer instanceof ArrayBuffer;
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onMessage = (msg: Answer) => {
      if (msg.id !== id || !msg.verdict) return;
      done();
      const back = move && msg.bytes ? Buffer.from(msg.bytes.buffer, msg.bytes.byteOffset, msg.bytes.byteLength) : bytes;
      resolve({ verdict: msg.verdict, bytes: back });
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
    const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    worker.postMessage({ id, bytes: view, move }, move ? [view.buffer as ArrayBuffer] : []);
  });
}

/**
 * The verdict on a PDF's bytes; "unchecked" when it could not be reached in time or the worker failed.
 * A large `bytes` is moved to the worker: use the `bytes` of an `ok` answer afterwards, not the argument.
 */
export async function inspectPdf(bytes: Buffer, timeoutMs = PDF_INSPECTION_TIMEOUT_MS): Promise<PdfInspection> {
  let worker: Worker;
  try {
    worker = await acquire();
  } catch (err) {
    return { ok: false, problem: "unchecked", detail: (err as Error).message };
  }
  try {
    const answer = await ask(worker, bytes, timeoutMs);
    release(worker);
    return answer.verdict.ok ? { ok: true, bytes: answer.bytes } : answer.verdict;
  } catch (err) {
    // A stalled or crashed worker is not reused.
    void worker.terminate();
    release();
    return { ok: false, problem: "unchecked", detail: (err as Error).message };
  }
}

/** Stops every inspection worker (on shutdown); inspections under way answer "unchecked". */
export async function stopPdfInspectors(): Promise<void> {
  await Promise.all([...running].map((worker) => worker.terminate()));
}
