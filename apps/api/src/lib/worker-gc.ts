import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * A full garbage collection on demand, for a worker thread that has just dropped a large amount of
 * memory and would otherwise keep it until its next allocations (an idle isolate never collects).
 * `--expose-gc` cannot be given to a worker, so the flag is set at run time and V8's `gc` function
 * taken from a fresh context, which is created with the flag on; the flag is turned off again.
 */
let collect: (() => void) | undefined;

export function freeMemory(): void {
  if (!collect) {
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as () => void;
    setFlagsFromString("--no-expose-gc");
  }
  collect();
}
