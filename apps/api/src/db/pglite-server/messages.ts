/** What the main thread hands the PGlite worker when it starts it. */
export interface WorkerData {
  dataDir: string;
  socketPath: string;
}

/** `ping`: answered between two statements, so only a statement still running delays the answer. */
export type ToWorker = { type: "close" } | { type: "ping"; id: number };

/** `ready`: listening; `closed`: PGlite closed cleanly; `failed`: it could not open or close. */
export type ToMain = { type: "ready" } | { type: "closed" } | { type: "failed"; message: string } | { type: "pong"; id: number };
