import { buildApp } from "./app";
import { loadConfig } from "./config";

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`El portal necesita Node.js 20.19 o posterior (este es ${process.versions.node}).`);
  process.exit(1);
}

const config = loadConfig();
const app = await buildApp({ config });

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: cerrando`);
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Portal disponible en ${config.PUBLIC_URL} (base de datos: ${app.database.kind})`);
