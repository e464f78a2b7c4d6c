/**
 * The process under load (forked by run-bench.ts): the real app and the bare baseline, on loopback
 * ports, sharing the app's database handle. It answers `{ type: "tokens", userIds }` with baseline tokens
 * and `{ type: "staff" }` with the access token of a new revisor.
 */
import { buildApp } from "../../src/app";
import { createStaff } from "../../test/staff";
import { loadConfig } from "../../src/config";
import { warmPdfInspector } from "../../src/lib/pdf-inspector";
import { buildBaselineApp } from "./baseline-app";

const appPort = Number(process.env.BENCH_APP_PORT);
const baselinePort = Number(process.env.BENCH_BASELINE_PORT);
// Request logs off in both servers (LOG_LEVEL=warn unless given): the bench measures the routes, not a log pipe.
const config = loadConfig({ LOG_LEVEL: "warn", ...process.env }, {
  HOST: "127.0.0.1",
  PORT: appPort,
  // The scenarios stand for many phones: they send X-Forwarded-For, which only the loopback may set.
  TRUST_PROXY: ["127.0.0.1"] as never,
});
// As src/server.ts does: the PDF inspection worker starts while the app is built.
void warmPdfInspector();
const app = await buildApp({ config });
const baseline = await buildBaselineApp(app.database);
await app.listen({ host: "127.0.0.1", port: appPort });
await baseline.app.listen({ host: "127.0.0.1", port: baselinePort });

process.on("message", (message: { type: string; userIds?: number[] }) => {
  if (message.type === "tokens") process.send!({ type: "tokens", tokens: (message.userIds ?? []).map(baseline.sign) });
  // A staff session for the console's routes: a revisor written straight to the database, as the tests make them.
  if (message.type === "staff") void createStaff(app, { rol: "revisor" }).then((staff) => process.send!({ type: "staff", token: staff.token }));
  if (message.type === "stop") void Promise.all([baseline.app.close(), app.close()]).finally(() => process.exit(0));
});
process.send!({ type: "ready", kind: app.database.kind });
