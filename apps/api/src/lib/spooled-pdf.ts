import { randomUUID } from "node:crypto";
import { createWriteStream, rmSync } from "node:fs";
import { mkdtemp, open, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * A multipart upload's file written to a private temporary folder while it arrives, instead of being
 * held in memory while the request waits for its check and its write (docs/decisions/105). The file
 * lives only as long as the request: `dispose` removes it (callers do so in a `finally`), and reading
 * it back with `take` removes it too.
 */

let folder: Promise<string> | undefined;
/**
 * One folder per process, readable by its owner only (mkdtemp creates it 0700), removed with whatever
 * it still holds when the process exits. A failure to create it is not remembered, and a folder that a
 * cleaner of the temporary directory removed is created again.
 */
export async function spoolFolder(): Promise<string> {
  folder ??= mkdtemp(path.join(tmpdir(), "portal-uploads-")).then(
    (dir) => {
      process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
      return dir;
    },
    (err: unknown) => {
      folder = undefined;
      throw err;
    },
  );
  const dir = await folder;
  if (await stat(dir).then(() => true, () => false)) return dir;
  folder = undefined;
  return spoolFolder();
}

/** Bytes read from each end of the file for the quick header and `%%EOF` check (domain's window is 1 KB). */
const EDGE_BYTES = 2048;

export class SpooledPdf {
  private constructor(
    readonly path: string,
    readonly size: number,
  ) {}

  /** Writes `stream` to a new file; the file is removed if the stream fails. */
  static async write(stream: Readable): Promise<SpooledPdf> {
    const file = path.join(await spoolFolder(), randomUUID());
    const out = createWriteStream(file, { flags: "wx", mode: 0o600 });
    try {
      await pipeline(stream, out);
    } catch (err) {
      await rm(file, { force: true });
      throw err;
    }
    return new SpooledPdf(file, out.bytesWritten);
  }

  /** The first and last bytes of the file (all of it when small): enough for `isPdfBytes`. */
  async edges(): Promise<Buffer> {
    if (this.size <= 2 * EDGE_BYTES) return readFile(this.path);
    const handle = await open(this.path, "r");
    try {
      const edges = Buffer.alloc(2 * EDGE_BYTES);
      await handle.read(edges, 0, EDGE_BYTES, 0);
      await handle.read(edges, EDGE_BYTES, EDGE_BYTES, this.size - EDGE_BYTES);
      return edges;
    } finally {
      await handle.close();
    }
  }

  /** The whole file in memory; the file itself is removed. */
  async take(): Promise<Buffer> {
    try {
      return await readFile(this.path);
    } finally {
      await this.dispose();
    }
  }

  dispose(): Promise<void> {
    return rm(this.path, { force: true });
  }
}
