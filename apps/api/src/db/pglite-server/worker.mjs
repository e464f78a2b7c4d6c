// Entry of the PGlite worker thread: worker threads do not inherit the TypeScript loader, so the worker
// loads its TypeScript module through tsx's API.
import { tsImport } from "tsx/esm/api";

await tsImport("./worker.ts", import.meta.url);
