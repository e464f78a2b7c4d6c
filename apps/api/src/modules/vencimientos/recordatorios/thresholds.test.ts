import { describe, expect, it } from "vitest";
import { currentUmbral, weekStart } from "./thresholds";

describe("currentUmbral", () => {
  it("answers only the latest threshold crossed", () => {
    expect([61, 60, 31, 30, 8, 7, 1, 0].map(currentUmbral)).toEqual([null, 60, 60, 30, 30, 7, 7, 0]);
  });

  it("keeps the 0-day reminder for six days after the date, then none", () => {
    expect([-1, -6, -7, -400].map(currentUmbral)).toEqual([0, 0, null, null]);
  });
});

describe("weekStart", () => {
  it("is the Monday of the week, across a month end", () => {
    expect(weekStart("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // Sunday
    expect(weekStart("2026-12-02")).toBe("2026-11-30");
  });
});
