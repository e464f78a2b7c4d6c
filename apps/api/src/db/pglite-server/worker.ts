import { rmSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { dumpDataDir } from "../backup/dump-data-dir";
import type { ToMain, ToWorker, WorkerData } from "./messages";

/**
 * The embedded database's own thread (decision 100): PGlite on the data directory, reached by the main
 * thread through a PostgreSQL wire-protocol server on a Unix socket in a private directory. Every
 * statement runs here, so a long one no longer stops the main thread from answering.
 */
const { dataDir, socketPath } = workerData as WorkerData;
const port = parentPort!;
const send = (message: ToMain) => port.postMessage(message);

try {
  const db = await PGlite.create({ dataDir });
  // The main thread holds one connection (PGlite is one session); a spare lets a replacement connect
  // while the server still counts a connection that has just closed.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
  // A socket file left by a worker that died: nothing listens on it any more.
  rmSync(socketPath, { force: true });
  await server.start();
  port.on("message", (message: ToWorker) => {
    if (message.type === "ping") {
      if (!db.closed) send({ type: "pong", id: message.id });
      return;
    }
    if (message.type === "backup") {
      const { id } = message;
      dumpDataDir(db).then(
        (bytes) => port.postMessage({ type: "backup", id, bytes } satisfies ToMain, [bytes]),
        (err: unknown) => send({ type: "backup", id, message: String(err) }),
      );
      return;
    }
    // Stop taking statements, then close PGlite, which writes a shutdown checkpoint.
    void server
      .stop()
      .then(() => db.close())
      .then(
        () => send({ type: "closed" }),
        (err: unknown) => send({ type: "failed", message: String(err) }),
      )
      .finally(() => port.close());
  });
  send({ type: "ready" });
} catch (err) {
  send({ type: "failed", message: err instanceof Error ? err.message : String(err) });
  port.close();
}
