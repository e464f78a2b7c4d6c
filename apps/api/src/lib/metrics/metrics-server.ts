import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";

/**
 * The scrape endpoint on its own listener (METRICS_PORT), never on the public port: the load balancer
 * forwards only the portal's port, so the metrics reach only the network the operator opens to Prometheus.
 * GET /metrics answers the Prometheus text format; anything else 404.
 */
export async function startMetricsServer(registry: Registry, host: string, port: number) {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("No encontrado. Las métricas están en /metrics.\n");
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" }).end(request.method === "HEAD" ? undefined : text),
      () => response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("No se pudieron reunir las métricas.\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
