import { rmSync } from "node:fs";
import os from "node:os";

/** Removes the run's temporary data directory (only one created under the system temp dir). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.startsWith(os.tmpdir()) && !process.env.E2E_KEEP_DATA) {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}
