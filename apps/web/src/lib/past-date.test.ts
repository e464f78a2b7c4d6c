import { describe, expect, it } from "vitest";
import { isPastDate, pastDateWarning } from "./past-date";

describe("past dates", () => {
  it("is past only for a whole date before today", () => {
    expect(isPastDate("2026-11-21", "2026-11-22")).toBe(true);
    expect(isPastDate("2026-11-22", "2026-11-22")).toBe(false);
    expect(isPastDate("2027-01-01", "2026-11-22")).toBe(false);
    expect(isPastDate("", "2026-11-22")).toBe(false);
    expect(isPastDate(undefined, "2026-11-22")).toBe(false);
  });

  it("warns about a past expiry, and says nothing for a future one", () => {
    expect(pastDateWarning("2000-01-01", "la póliza")).toBe("Esta fecha ya pasó: la póliza quedará vencida.");
    expect(pastDateWarning("2999-01-01", "la póliza")).toBeNull();
  });
});
