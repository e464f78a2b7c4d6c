/** What the main thread hands the PGlite worker when it starts it. */
export interface WorkerData {
  dataDir: string;
  socketPath: string;
}

/** `ping`: answered between two statements, so only a statement still running delays the answer. */
export type ToWorker = { type: "close" } | { type: "ping"; id: number } | { type: "backup"; id: number };

/**
 * `ready`: listening; `closed`: PGlite closed cleanly; `failed`: it could not open or close; `backup`: the
 * data directory as a gzipped tar (`bytes`), or why it could not be made (`message`).
 */
export type ToMain =
  | { type: "ready" }
  | { type: "closed" }
  | { type: "failed"; message: string }
  | { type: "pong"; id: number }
  | { type: "backup"; id: number; bytes?: ArrayBuffer; message?: string };
