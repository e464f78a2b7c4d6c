import { describe, expect, it, vi } from "vitest";
import { addDias, diasRestantes, isPorVencer, isVencida, POR_VENCER_DIAS } from "./vencimiento";

describe("isVencida", () => {
  it("marks a last day before today, not today nor later", () => {
    expect(isVencida("2026-03-09", "2026-03-10")).toBe(true);
    expect(isVencida("2026-03-10", "2026-03-10")).toBe(false);
    expect(isVencida("2027-01-01", "2026-03-10")).toBe(false);
  });

  it("never marks a missing date", () => {
    expect(isVencida(null, "2026-03-10")).toBe(false);
    expect(isVencida("", "2026-03-10")).toBe(false);
  });

  it("counts the day in Guatemala (UTC-6): at 03:00 UTC it is still yesterday there", () => {
    const at = new Date("2026-03-10T03:00:00Z");
    vi.setSystemTime(at);
    expect(isVencida("2026-03-09")).toBe(false);
    vi.setSystemTime(new Date("2026-03-10T07:00:00Z"));
    expect(isVencida("2026-03-09")).toBe(true);
    vi.useRealTimers();
  });
});

describe("diasRestantes and addDias", () => {
  it("count calendar days across month and leap-year ends", () => {
    expect(diasRestantes("2026-03-10", "2026-03-10")).toBe(0);
    expect(diasRestantes("2026-03-09", "2026-03-10")).toBe(-1);
    expect(diasRestantes("2028-03-01", "2028-02-28")).toBe(2);
    expect(addDias("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDias("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDias("2026-01-01", -1)).toBe("2025-12-31");
  });
});

describe("isPorVencer", () => {
  it("warns from the last day back to POR_VENCER_DIAS days before it, never once expired", () => {
    expect(POR_VENCER_DIAS).toBe(30);
    expect(isPorVencer("2026-03-10", "2026-03-10")).toBe(true);
    expect(isPorVencer("2026-03-24", "2026-03-10")).toBe(true);
    expect(isPorVencer("2026-04-09", "2026-03-10")).toBe(true);
    expect(isPorVencer("2026-04-10", "2026-03-10")).toBe(false);
    expect(isPorVencer("2026-03-09", "2026-03-10")).toBe(false);
    expect(isPorVencer(null, "2026-03-10")).toBe(false);
  });
});
