import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { persona_email } from "../src/db/schema/index";
import { buildTestApp, type TestContext } from "./app";
import { type Operation, operationName, operationsOf } from "./fuzz/operations";
import { type FuzzRequest, requestsFor } from "./fuzz/requests";
import { nextTransactionId, snapshot } from "./fuzz/snapshot";
import { buildWorld } from "./fuzz/world";

/**
 * Fuzz test generated from the API's own OpenAPI document (decision 059): every operation gets the
 * same share of at least FUZZ_REQUESTS requests, built with a fixed seed from plausible and hostile
 * path ids, query values and bodies (wrong types, nulls, huge and unicode strings, out-of-range
 * numbers, SQL/path/HTML injection, control characters, malformed JSON), as the carriers that own
 * real rows, without a token and with a forged one. Nothing may answer 5xx, and no refused write may
 * change the carriers' data.
 */

const SEED = 20_260_909;
const FUZZ_REQUESTS = 10_000;
/** Operations whose GET writes (the contract's QR generation): their answers are checked like writes. */
const WRITING_GET = /\/generar\//;

interface Outcome {
  request: FuzzRequest;
  status: number;
  body: string;
}

const short = (text: string | undefined, max = 300) => (text === undefined ? "" : text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);
const describeOutcome = (o: Outcome) => `${o.status} ${o.request.method} ${short(o.request.url, 200)}\n  body: ${short(o.request.payload)}\n  answer: ${short(o.body)}`;

describe("fuzz: every operation of the OpenAPI document, hostile input", () => {
  let ctx: TestContext;
  let operations: Operation[];
  let requests: FuzzRequest[];
  let usuarioIds: number[];
  let carrierHeaders: Array<{ authorization: string }>;
  let personaId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    const { world, carriers } = await buildWorld(ctx);
    usuarioIds = carriers.map((c) => c.userId);
    carrierHeaders = carriers.map((c) => c.headers);
    personaId = carriers[0].personaId;
    operations = operationsOf(ctx.app.swagger());
    const perOperation = Math.ceil(FUZZ_REQUESTS / operations.length);
    const samples = operations.map((op, i) => fc.sample(requestsFor(world, op), { seed: SEED + i, numRuns: perOperation }));
    // Round robin, so that rate-limit windows and the data the writes leave behind mix across operations.
    requests = [];
    for (let n = 0; n < perOperation; n++) for (const sample of samples) requests.push(sample[n]);
  }, 120_000);
  afterAll(() => ctx?.close());

  /** Sends one request; a thrown error (the client library refusing it) counts like a server error. */
  async function send(request: FuzzRequest): Promise<Outcome> {
    try {
      const { method, url, headers, payload, remoteAddress } = request;
      const res = await ctx.app.inject({ method, url, headers, payload, remoteAddress });
      return { request, status: res.statusCode, body: res.body };
    } catch (err) {
      return { request, status: 599, body: `inject threw: ${(err as Error).message}` };
    }
  }

  it("the change detector sees a write to a carrier's data", async () => {
    const xid = await nextTransactionId(ctx);
    const before = await snapshot(ctx, usuarioIds);
    const [row] = await ctx.app.db.insert(persona_email).values({ persona_id: personaId, email: "detector@example.gt" }).returning();
    expect(await nextTransactionId(ctx)).not.toBe(xid);
    expect(await snapshot(ctx, usuarioIds)).not.toBe(before);
    await ctx.app.db.delete(persona_email).where(eq(persona_email.id, row.id));
    expect(await snapshot(ctx, usuarioIds)).toBe(before);
  });

  it(`answers ${FUZZ_REQUESTS}+ generated requests over every operation without a 5xx, and refused writes change nothing`, async () => {
    const started = performance.now();
    const serverErrors: Outcome[] = [];
    const changedByRefused: Outcome[] = [];
    const perOperation = new Map<string, { count: number; ms: number }>();
    const statuses = new Map<number, number>();
    let refusedWritesChecked = 0;
    let lastXid = await nextTransactionId(ctx);
    let before = await snapshot(ctx, usuarioIds);

    for (const request of requests) {
      const sent = performance.now();
      const outcome = await send(request);
      const op = perOperation.get(request.operation) ?? { count: 0, ms: 0 };
      perOperation.set(request.operation, { count: op.count + 1, ms: op.ms + performance.now() - sent });
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      if (outcome.status >= 500) serverErrors.push(outcome);

      if (request.method !== "GET" || WRITING_GET.test(request.url)) {
        // No transaction wrote since the last look: nothing changed, no need to hash again.
        const xid = await nextTransactionId(ctx);
        const after = xid === lastXid ? before : await snapshot(ctx, usuarioIds);
        lastXid = xid;
        if (outcome.status >= 400 && outcome.status < 500) {
          refusedWritesChecked++;
          if (after !== before) changedByRefused.push(outcome);
        }
        before = after;
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ");
    const slowest = [...perOperation.entries()].sort(([, a], [, b]) => b.ms - a.ms).slice(0, 5).map(([name, o]) => `${name} ${(o.ms / 1000).toFixed(1)} s`);
    console.info(`fuzz: ${requests.length} requests over ${perOperation.size} operations in ${seconds} s; ${refusedWritesChecked} refused writes checked; ${summary}; slowest: ${slowest.join(", ")}`);

    expect(serverErrors.map(describeOutcome).slice(0, 10), `${serverErrors.length} answers ≥ 500`).toEqual([]);
    expect(changedByRefused.map(describeOutcome).slice(0, 10), `${changedByRefused.length} refused writes changed data`).toEqual([]);
    expect(requests.length).toBeGreaterThanOrEqual(FUZZ_REQUESTS);
    expect([...perOperation.keys()].sort()).toEqual(operations.map(operationName).sort());
    // Most writes are refused, so the check above is not vacuous.
    expect(refusedWritesChecked).toBeGreaterThan(FUZZ_REQUESTS / 4);
  }, 300_000);

  it("ran as the carriers to the end: their tokens still open their own data", async () => {
    for (const headers of carrierHeaders) {
      const res = await ctx.app.inject({ method: "GET", url: "/api/persona", headers });
      expect(res.statusCode).toBe(200);
    }
  });
});
