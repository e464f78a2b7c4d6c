/** What the main thread hands the PGlite worker when it starts it. */
export interface WorkerData {
  dataDir: string;
  socketPath: string;
}

export type ToWorker = { type: "close" };

/** `ready`: listening; `closed`: PGlite closed cleanly; `failed`: it could not open or close. */
export type ToMain = { type: "ready" } | { type: "closed" } | { type: "failed"; message: string };
