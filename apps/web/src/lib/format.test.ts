import { describe, expect, it } from "vitest";
import { formatDate, formatQuetzales, orDash, plural, siNo } from "./format";

describe("formatQuetzales", () => {
  it("prints quetzales with the symbol, a plain space, thousands commas and two decimals", () => {
    expect(formatQuetzales("1234.5")).toBe("Q 1,234.50");
    expect(formatQuetzales("1234.50")).toBe("Q 1,234.50");
    expect(formatQuetzales(250000)).toBe("Q 250,000.00");
    expect(formatQuetzales("0")).toBe("Q 0.00");
    expect(formatQuetzales("999999999999.99")).toBe("Q 999,999,999,999.99");
  });

  it("prints a dash for nothing and the raw value for what is not a number", () => {
    expect(formatQuetzales(null)).toBe("—");
    expect(formatQuetzales("")).toBe("—");
    expect(formatQuetzales("abc")).toBe("abc");
  });
});

describe("formatDate", () => {
  it("prints a calendar date as dd/mm/yyyy, whatever the browser's time zone", () => {
    expect(formatDate("2024-01-05")).toBe("05/01/2024");
    expect(formatDate("2026-12-31")).toBe("31/12/2026");
  });

  it("prints a timestamp as its day in Guatemala (UTC-6)", () => {
    expect(formatDate("2024-01-05T03:00:00.000Z")).toBe("04/01/2024");
    expect(formatDate("2024-01-05T06:00:00.000Z")).toBe("05/01/2024");
  });

  it("prints a dash for nothing and the raw text for what is not a date", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate("mañana")).toBe("mañana");
  });
});

describe("siNo and orDash", () => {
  it("reads booleans as Sí/No and empty values as a dash", () => {
    expect(siNo(true)).toBe("Sí");
    expect(siNo(false)).toBe("No");
    expect(orDash(null)).toBe("—");
    expect(orDash(0)).toBe("0");
    expect(orDash("HIACE")).toBe("HIACE");
  });
});

describe("plural", () => {
  it("makes the noun agree with the count", () => {
    expect(plural(1, "vehículo", "vehículos")).toBe("1 vehículo");
    expect(plural(0, "vehículo", "vehículos")).toBe("0 vehículos");
    expect(plural(1250, "registro pendiente", "registros pendientes")).toBe("1,250 registros pendientes");
  });
});
