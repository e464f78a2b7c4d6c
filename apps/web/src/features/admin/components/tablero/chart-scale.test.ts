import { describe, expect, it } from "vitest";
import { niceTicks, wrapLabel } from "./chart-scale";

describe("niceTicks", () => {
  it("counts in whole, round steps from 0 to at least the largest value", () => {
    expect(niceTicks(626_000)).toEqual([0, 200_000, 400_000, 600_000, 800_000]);
    expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it("gives an empty chart an axis up to 1", () => {
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe("wrapLabel", () => {
  it("keeps a kind's whole name on two lines, so two kinds never read the same", () => {
    expect(wrapLabel("Licencias de transporte")).toEqual(["Licencias de", "transporte"]);
    expect(wrapLabel("Licencias de conducir de pilotos")).toEqual(["Licencias de conducir", "de pilotos"]);
    expect(wrapLabel("Pólizas")).toEqual(["Pólizas"]);
  });
});
