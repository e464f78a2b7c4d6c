import { todayInGuatemala } from "@portal/domain/formats";
import type { Tablero } from "@portal/domain/tablero";
import { describe, expect, it } from "vitest";
import { cachedTablero } from "./cached-tablero";

const log = { warn: () => {} };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Figures whose queue size says which computation made them. */
function counted() {
  const made = { n: 0 };
  const compute = async (today: string): Promise<Tablero> => {
    made.n += 1;
    return { cola: { pendientes: made.n, edad_mediana_horas: null, edad_p90_horas: null, por_tipo: [] }, decisiones: [], vencimientos: [], departamentos: [], hoy: today };
  };
  return { made, compute };
}

describe("the dashboard's figures kept warm (decision 224)", () => {
  it("computes them at once, again once they are no longer fresh, and a reading never waits for a computation", async () => {
    let clock = 0;
    const { made, compute } = counted();
    const figures = cachedTablero(compute, 60, () => clock);
    const stop = figures.keepWarm(log, 10);
    await expect.poll(() => made.n).toBe(1);
    expect((await figures(log)).cola.pendientes).toBe(1);
    // Fresh: the checks compute nothing.
    await pause(50);
    expect(made.n).toBe(1);
    // No longer fresh: the next check computes them again, in the background.
    clock += 61_000;
    await expect.poll(() => made.n).toBe(2);
    expect((await figures(log)).cola.pendientes).toBe(2);
    expect(made.n).toBe(2);
    await stop();
    // Stopped: nothing more.
    clock += 61_000;
    await pause(50);
    expect(made.n).toBe(2);
  });

  it("shares the start's computation with a request that arrives during it", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { made, compute } = counted();
    const figures = cachedTablero(async (today) => (await gate, compute(today)), 60);
    const stop = figures.keepWarm(log, 60_000);
    const reading = figures(log);
    release();
    expect((await reading).cola.pendientes).toBe(1);
    expect(made.n).toBe(1);
    await stop();
  });

  it("stops only once a computation under way has ended (the database closes after)", async () => {
    let ended = false;
    const figures = cachedTablero(async (today) => {
      await pause(50);
      ended = true;
      return (await counted().compute(today)) satisfies Tablero;
    }, 60);
    const stop = figures.keepWarm(log, 60_000);
    await stop();
    expect(ended).toBe(true);
  });

  it("computes per request and keeps nothing warm with the cache off (0 seconds)", async () => {
    const { made, compute } = counted();
    const figures = cachedTablero(compute, 0);
    await figures.keepWarm(log, 10)();
    await pause(30);
    expect(made.n).toBe(0);
    expect((await figures(log)).hoy).toBe(todayInGuatemala());
    expect(made.n).toBe(1);
  });
});
