import { buildApp } from "./app";
import { loadConfig } from "./config";

const [major, minor] = process.versions.node.split(".").map(Number);
// The supported LTS lines (decision 189); `npm install` brings Node 24 on Linux, so this only stops a hand-run `node`.
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`El portal necesita Node.js 22.12 o posterior, o 24 (este es ${process.versions.node}). Use npm start, que trae Node 24.`);
  process.exit(1);
}

const config = loadConfig();
const app = await buildApp({ config });

// Past this, a stop that is still waiting (a hung request) ends the process anyway.
const STOP_DEADLINE_MS = config.SHUTDOWN_DRAIN_MS + 20_000;

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) {
      app.log.warn(`${signal} otra vez: salida inmediata`);
      process.exit(1);
    }
    stopping = true;
    setTimeout(() => {
      app.log.error(`la detención pasó de ${STOP_DEADLINE_MS} ms: salida forzada`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    // SIGTERM comes from an orchestrator or a load-balanced deployment: drain first. Ctrl-C stops at once.
    const drainMs = signal === "SIGTERM" ? config.SHUTDOWN_DRAIN_MS : 0;
    app.log.info(`${signal}: deteniendo`);
    app.shutdown.stop(drainMs).then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, "error al detener");
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Portal disponible en ${config.PUBLIC_URL} (base de datos: ${app.database.kind})`);
