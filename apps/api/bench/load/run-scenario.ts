import autocannon from "autocannon";

/** What one request of a scenario asks for; called before every request. */
export type NextRequest = () => { path: string; headers?: Record<string, string> };

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, plus socket errors and timeouts: a scenario with any is not a measure. */
  failures: number;
}

/** Loads `baseUrl` for `duration` seconds over `connections` connections with autocannon. */
export async function runLoad(baseUrl: string, next: NextRequest, connections: number, duration: number): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    timeout: 60,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const { path, headers } = next();
          return { ...request, path, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** One request outside the load: its status and body size, so a scenario never measures an error page. */
export async function probe(baseUrl: string, next: NextRequest): Promise<{ status: number; bytes: number }> {
  const { path, headers } = next();
  const response = await fetch(baseUrl + path, { headers });
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
}

/**
 * Waits until the server answers `next` quickly again: requests still queued from the previous run (a
 * big answer takes seconds) must not count against the next one. Gives up after a minute.
 */
export async function settle(baseUrl: string, next: NextRequest, quickMs = 50): Promise<void> {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await probe(baseUrl, next);
    quick = performance.now() - started < quickMs ? quick + 1 : 0;
    if (quick === 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Two runs of the same target as one: mean rate and latencies, summed counts. */
export const meanLoad = (a: LoadResult, b: LoadResult): LoadResult => ({
  rps: (a.rps + b.rps) / 2,
  p50: (a.p50 + b.p50) / 2,
  p99: (a.p99 + b.p99) / 2,
  requests: a.requests + b.requests,
  failures: a.failures + b.failures,
});
