// Entry of the PDF inspection worker: worker threads do not inherit the TypeScript loader, so the
// worker loads its TypeScript module through tsx's API.
import { tsImport } from "tsx/esm/api";

await tsImport("./pdf-inspect-worker.ts", import.meta.url);
