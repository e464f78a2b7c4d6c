import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The embedded database must be opened by one process at a time: two would corrupt it. */
export class DataDirInUse extends Error {
  constructor(
    public readonly pid: number,
    dataDir: string,
  ) {
    super(
      `La base de datos incorporada en ${dataDir} está en uso por otro proceso del portal (PID ${pid}). ` +
        `Deténgalo y vuelva a intentarlo, o use DATABASE_URL. / The embedded database in ${dataDir} is in use by another portal process (PID ${pid}). ` +
        "Stop it and try again, or use DATABASE_URL.",
    );
    this.name = "DataDirInUse";
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Marks DATA_DIR as used by this process (`portal.pid`), or throws DataDirInUse when a live process holds
 * it. A file left by a process that died is taken over. Returns the release, which only removes our own mark.
 */
export function claimDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, "portal.pid");
  let holder = NaN;
  try {
    holder = Number(readFileSync(file, "utf8").trim());
  } catch {
    /* no mark */
  }
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) throw new DataDirInUse(holder, dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (Number(readFileSync(file, "utf8").trim()) === process.pid) rmSync(file, { force: true });
    } catch {
      /* already gone */
    }
  };
}
