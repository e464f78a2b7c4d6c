import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { buildPdf, tinyPdf } from "../../test/pdf";
import { inspectPdf, stopPdfInspectors, warmPdfInspector } from "./pdf-inspector";

/** A run of digits after an object stalls pdf-lib's parser (it never returns on its own). */
const stallingPdf = () => Buffer.concat([Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"), Buffer.alloc(50_000, "1"), Buffer.from("\n%%EOF\n")]);

describe("inspectPdf (worker thread)", () => {
  it("answers the verdict of the worker", async () => {
    expect(await inspectPdf(tinyPdf())).toMatchObject({ ok: true });
    expect(await inspectPdf(buildPdf({ catalog: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" }))).toMatchObject({ ok: false, problem: "active" });
  });

  it("stops a stalled parse at the deadline, keeps the API thread free and recovers for the next file", async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 50);
    const started = performance.now();
    const verdict = await inspectPdf(stallingPdf(), 1_000);
    clearInterval(ticker);
    const elapsed = performance.now() - started;
    expect(verdict).toMatchObject({ ok: false, problem: "unchecked" });
    expect(elapsed).toBeLessThan(5_000);
    expect(ticks).toBeGreaterThan(5); // this thread kept running timers while the worker was stuck
    expect(await inspectPdf(tinyPdf())).toMatchObject({ ok: true });
  });

  it("moves a large file to the worker and back whole, and the worker checks the next one", async () => {
    const large = tinyPdf(undefined, 2 * 1024 * 1024);
    const copy = Buffer.from(large);
    const verdict = await inspectPdf(large);
    expect(verdict.ok).toBe(true);
    expect(large.length).toBe(0); // handed over, not copied
    expect(verdict.ok && verdict.bytes.equals(copy)).toBe(true);
    expect(await inspectPdf(buildPdf({ catalog: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" }))).toMatchObject({ ok: false, problem: "active" });
  });

  it("answers unchecked when its worker is stopped mid-check, and starts another for the next file", async () => {
    const pending = inspectPdf(stallingPdf());
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stopPdfInspectors();
    expect(await pending).toMatchObject({ ok: false, problem: "unchecked" });
    expect(await inspectPdf(tinyPdf())).toMatchObject({ ok: true });
  });

  it("a worker warmed at the start answers the first upload without the start's wait, and a burst never waits for a second start", async () => {
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    // Cold: the inspection waits for a worker to start (tsx and pdf-lib load), as the first upload did.
    await stopPdfInspectors();
    const cold = await timed(async () => expect(await inspectPdf(tinyPdf())).toMatchObject({ ok: true }));
    await stopPdfInspectors();
    await warmPdfInspector();
    const warm = await timed(async () => expect(await inspectPdf(tinyPdf())).toMatchObject({ ok: true }));
    // Three at once on the one warm worker: the second worker starts meanwhile, nobody waits for it.
    const burst = await timed(async () =>
      expect((await Promise.all([tinyPdf(), tinyPdf(), tinyPdf()].map((pdf) => inspectPdf(pdf)))).map((v) => v.ok)).toEqual([true, true, true]),
    );
    expect(warm).toBeLessThan(cold / 2);
    expect(burst).toBeLessThan(cold / 2);
  });

  it("runs at most two inspections at a time and answers every one", async () => {
    const verdicts = await Promise.all(Array.from({ length: 5 }, () => inspectPdf(tinyPdf())));
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, true, true]);
  });
});
