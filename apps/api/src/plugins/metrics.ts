import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics } from "prom-client";
import type { Config } from "../config";
import { JSON_BODY_LIMIT } from "../lib/body-limit";
import { startMetricsServer } from "../lib/metrics/metrics-server";
import { observePoolWaits } from "../lib/metrics/pool-waits";
import { createPortalMetrics, type PortalMetrics } from "../lib/metrics/portal-metrics";

declare module "fastify" {
  interface FastifyInstance {
    /** The portal's Prometheus metrics (lib/metrics/portal-metrics.ts); scraped on METRICS_PORT when set. */
    metrics: PortalMetrics & { port: () => number | undefined };
  }
}

/** The label of a request that matched no route: one value, not every URL someone tried. */
const NO_ROUTE = "(sin ruta)";

/** A route that takes a PDF: a multipart upload (its OpenAPI description says so) or a data URL (its raised body limit). */
const isUploadRoute = (request: FastifyRequest) =>
  Boolean(request.routeOptions.config?.openapiPdf?.upload) || (request.routeOptions.bodyLimit ?? 0) > JSON_BODY_LIMIT;

/**
 * Metrics of this app instance: request durations by route pattern and status, the database pool's use and
 * waits, PGlite thread restarts, and the counters the modules feed (log-in failures, uploads, reminders).
 * With METRICS_PORT set, process metrics too (CPU, memory, event loop) and a listener of its own that serves
 * /metrics; unset, the counters still count but nothing is served.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const metrics = createPortalMetrics(app.database);
    let port: number | undefined;
    app.decorate("metrics", { ...metrics, port: () => port });

    if (app.database.pool) {
      const stop = observePoolWaits(app.database.pool, (seconds, ok) => metrics.poolWait.observe({ outcome: ok ? "ok" : "error" }, seconds));
      app.addHook("onClose", async () => void stop());
    }

    app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
      const route = request.routeOptions.url ?? NO_ROUTE;
      const status_code = String(reply.statusCode);
      metrics.requestDuration.observe({ method: request.method, route, status_code }, reply.elapsedTime / 1000);
      if (request.routeOptions.url && isUploadRoute(request)) {
        metrics.uploads.inc({ route, status_code });
        const bytes = Number(request.headers["content-length"]);
        if (reply.statusCode < 300 && Number.isFinite(bytes)) metrics.uploadBytes.observe(bytes);
      }
    });

    if (config.METRICS_PORT === undefined) return;
    collectDefaultMetrics({ register: metrics.registry, prefix: "portal_" });
    let server: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
    app.addHook("onReady", async () => {
      server = await startMetricsServer(metrics.registry, config.METRICS_HOST, config.METRICS_PORT!);
      port = server.port;
      app.log.info(`Métricas en http://${config.METRICS_HOST}:${port}/metrics`);
    });
    app.addHook("onClose", async () => server?.close());
  },
  { name: "metrics" },
);
