import { chmodSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * How `npm run backup` gets a copy from a running portal (decision 188): the process that holds the
 * embedded database listens on a Unix socket in DATA_DIR, reachable only by the user that owns it, and
 * answers `backup` with `OK <length>` and the archive, or `ERROR <why>`. Nothing is exposed on the network.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, "portal.sock");

interface Log {
  warn(obj: object, msg: string): void;
}

/** Starts answering backup requests; resolves to the function that stops it. */
export async function serveBackups(dataDir: string, backup: () => Promise<Uint8Array>, log: Log): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    socket.once("data", (chunk) => {
      if (chunk.toString("utf8").trim() !== "backup") return void socket.end("ERROR orden desconocida\n");
      backup().then(
        (bytes) => {
          socket.write(`OK ${bytes.byteLength}\n`);
          socket.end(bytes);
        },
        (err: unknown) => socket.end(`ERROR ${err instanceof Error ? err.message : String(err)}\n`),
      );
    });
  });
  // A socket file left by a portal that died: nothing listens on it (the DATA_DIR claim said so).
  rmSync(socketPath, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => resolve());
    });
    chmodSync(socketPath, 0o600);
  } catch (err) {
    log.warn({ err }, `sin copias en caliente: no se pudo abrir ${socketPath} (npm run backup necesitará detener el portal)`);
    return async () => {};
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(socketPath, { force: true });
    });
}

/** Asks the portal running on `dataDir` for a copy. */
export function requestBackup(dataDir: string, timeoutMs = 660_000): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(backupSocketPath(dataDir));
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`el portal no respondió en ${timeoutMs / 1000} s`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      const header = all.subarray(0, newline < 0 ? all.length : newline).toString("utf8");
      const body = all.subarray(newline + 1);
      const ok = /^OK (\d+)$/.exec(header);
      if (!ok) return reject(new Error(header.replace(/^ERROR /, "") || "respuesta vacía del portal"));
      if (body.length !== Number(ok[1])) return reject(new Error(`copia incompleta: ${body.length} de ${ok[1]} bytes`));
      resolve(new Uint8Array(body.buffer, body.byteOffset, body.length));
    });
    socket.write("backup\n");
  });
}
