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

/** One autocannon run kept raw (histograms included), so several runs can be summed exactly. */
export interface Slice {
  raw: autocannon.Result & { totalCompletedRequests: number };
  seconds: number;
}

// In autocannon's API (README: autocannon.aggregateResult), missing from its type definitions.
const aggregateResult = (autocannon as unknown as {
  aggregateResult(results: unknown[], opts: { url: string; connections: number }): autocannon.Result;
}).aggregateResult;

/** Loads `baseUrl` for `seconds` over `connections` connections. */
export async function loadSlice(baseUrl: string, next: NextRequest, connections: number, seconds: number): Promise<Slice> {
  const started = performance.now();
  const raw = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: 60,
    skipAggregateResult: true,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const { path, headers } = next();
          return { ...request, path, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  } as autocannon.Options);
  return { raw: raw as Slice["raw"], seconds: (performance.now() - started) / 1000 };
}

/** Slices of one target as one result: completed requests over the time spent, percentiles of all latencies. */
export function summarize(slices: Slice[], baseUrl: string, connections: number): LoadResult {
  const all = aggregateResult(slices.map((s) => s.raw), { url: baseUrl, connections });
  const completed = slices.reduce((sum, s) => sum + s.raw.totalCompletedRequests, 0);
  return {
    rps: completed / slices.reduce((sum, s) => sum + s.seconds, 0),
    p50: all.latency.p50,
    p99: all.latency.p99,
    requests: completed,
    failures: all.non2xx + all.errors + all.timeouts,
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

