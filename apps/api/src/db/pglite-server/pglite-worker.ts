import { Worker } from "node:worker_threads";
import { runtimeFiles } from "../../lib/runtime-files";
import type { ToMain, WorkerData } from "./messages";

export interface PgliteLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const WORKER_FILE = runtimeFiles.pgliteWorker;
/** Opening a large data directory, and replaying its WAL after a crash, takes seconds; a hung start is a fault. */
const START_TIMEOUT_MS = 120_000;
/** Closing writes a shutdown checkpoint; past this the thread is stopped (the WAL makes that safe). */
const CLOSE_TIMEOUT_MS = 30_000;
/** More unexpected ends than this within the window: the worker is not coming back by itself. */
const MAX_RESTARTS = 3;
const RESTART_WINDOW_MS = 60_000;
const PING_TIMEOUT_MS = 5000;
/** Archiving and compressing a large data directory takes a while; a copy that hangs is a fault. */
const BACKUP_TIMEOUT_MS = 600_000;
let nextQuestion = 1;

/**
 * The thread that runs PGlite (decision 100). An unexpected end (a crash, out of memory) is logged and
 * the thread started again on the same data directory, which replays its WAL; meanwhile the main thread's
 * connections are refused and requests answer 503. If it cannot start again, or ends more than
 * MAX_RESTARTS times in a minute, `onFatal` is called: the process should stop and be restarted by
 * its supervisor rather than answer 503 for ever.
 */
export class PgliteWorker {
  #worker?: Worker;
  #closing = false;
  #exits: number[] = [];
  #restarting?: Promise<void>;
  /** Times the thread ended unexpectedly and was started again (the metric portal_pglite_thread_restarts_total). */
  restarts = 0;

  constructor(
    private readonly data: WorkerData,
    private readonly log: PgliteLog,
    private readonly onFatal: (err: Error) => void,
  ) {}

  async start(): Promise<void> {
    this.#watch(await startWorker(this.data));
  }

  /**
   * Resolves when the thread answers: it does between two statements, so under load this waits at most
   * for the statement running, not for every request queued for the connection. Rejects while the thread
   * is down or starting again.
   */
  ping(timeoutMs = PING_TIMEOUT_MS): Promise<void> {
    return this.#ask<void>("ping", timeoutMs, `PGlite no respondió en ${timeoutMs} ms`, (m) => (m.type === "pong" ? { ok: undefined } : undefined));
  }

  /** A consistent copy of the data directory, made by the thread between two statements (decision 188). */
  backup(timeoutMs = BACKUP_TIMEOUT_MS): Promise<Uint8Array> {
    return this.#ask<Uint8Array>("backup", timeoutMs, `la copia no terminó en ${timeoutMs / 1000} s`, (m) => {
      if (m.type !== "backup") return undefined;
      return m.bytes ? { ok: new Uint8Array(m.bytes) } : { error: m.message ?? "copia no hecha" };
    });
  }

  /**
   * Sends the thread a question and waits for the answer with the same id: `read` turns the answer into
   * the result or an error (undefined: not this question's answer). Rejects when the thread ends first or
   * does not answer in time.
   */
  #ask<T>(type: "ping" | "backup", timeoutMs: number, lateMessage: string, read: (m: ToMain) => { ok: T } | { error: string } | undefined): Promise<T> {
    const worker = this.#worker;
    if (!worker || this.#closing) return Promise.reject(new Error("PGlite is closed"));
    const id = nextQuestion++;
    return new Promise((resolve, reject) => {
      const done = (outcome: () => void) => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("exit", onExit);
        outcome();
      };
      const onMessage = (m: ToMain) => {
        const answer = "id" in m && m.id === id ? read(m) : undefined;
        if (answer) done(() => ("ok" in answer ? resolve(answer.ok) : reject(new Error(answer.error))));
      };
      const onExit = () => done(() => reject(new Error("PGlite is closed")));
      const timer = setTimeout(() => done(() => reject(new Error(lateMessage))), timeoutMs);
      worker.on("message", onMessage);
      worker.once("exit", onExit);
      worker.postMessage({ type, id });
    });
  }

  /** Ends the thread at once, as a crash would (tests and fault drills). */
  async kill(): Promise<void> {
    await this.#worker?.terminate();
  }

  /** Resolves once a restart under way (if any) has finished. */
  async settled(): Promise<void> {
    await this.#restarting;
  }

  /** Asks PGlite to close cleanly (shutdown checkpoint); stops the thread if it does not within the limit. */
  async close(): Promise<void> {
    this.#closing = true;
    await this.#restarting;
    const worker = this.#worker;
    if (!worker) return;
    const outcome = new Promise<string | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(`no cerró en ${CLOSE_TIMEOUT_MS} ms`), CLOSE_TIMEOUT_MS);
      const done = (problem?: string) => {
        clearTimeout(timer);
        resolve(problem);
      };
      worker.on("message", (m: ToMain) => (m.type === "closed" ? done() : m.type === "failed" ? done(m.message) : undefined));
      worker.once("exit", () => done("terminó antes de cerrar"));
    });
    worker.postMessage({ type: "close" });
    const problem = await outcome;
    if (problem) this.log.error({ problem }, "PGlite no cerró limpiamente; al abrir de nuevo repetirá su WAL");
    await worker.terminate();
  }

  #watch(worker: Worker) {
    this.#worker = worker;
    worker.on("error", (err) => this.log.error({ err }, "PGlite: error en su hilo"));
    worker.once("exit", (code) => {
      this.#worker = undefined;
      if (!this.#closing) this.#restarting = this.#restart(code).finally(() => (this.#restarting = undefined));
    });
  }

  async #restart(code: number) {
    const now = Date.now();
    this.#exits = [...this.#exits.filter((t) => now - t < RESTART_WINDOW_MS), now];
    if (this.#exits.length > MAX_RESTARTS) {
      this.onFatal(new Error(`PGlite terminó ${this.#exits.length} veces en ${RESTART_WINDOW_MS / 1000} s`));
      return;
    }
    this.log.error({ code }, "PGlite terminó inesperadamente; se abre de nuevo (mientras tanto la API responde 503)");
    try {
      const worker = await startWorker(this.data);
      this.restarts++;
      this.#watch(worker);
      this.log.info({}, "PGlite disponible de nuevo");
    } catch (err) {
      this.onFatal(err instanceof Error ? err : new Error(String(err)));
    }
  }
}

function startWorker(data: WorkerData): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: data });
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      outcome();
    };
    const fail = (message: string) => {
      void worker.terminate();
      settle(() => reject(new Error(`PGlite no pudo abrir ${data.dataDir}: ${message}`)));
    };
    const onMessage = (m: ToMain) => {
      if (m.type === "ready") settle(() => resolve(worker));
      else if (m.type === "failed") fail(m.message);
    };
    const onError = (err: Error) => fail(err.message);
    const onExit = (code: number) => fail(`su hilo terminó (código ${code})`);
    const timer = setTimeout(() => {
      fail(`no respondió en ${START_TIMEOUT_MS / 1000} s`);
    }, START_TIMEOUT_MS);
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
  });
}
