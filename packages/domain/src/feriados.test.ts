import { describe, expect, it } from "vitest";
import { domingoDePascua, esDiaHabil, feriadosGuatemala, sumarDiasHabiles } from "./feriados";

describe("Guatemala's national holidays", () => {
  it("computes Easter Sunday for known years", () => {
    expect(domingoDePascua(2024)).toBe("2024-03-31");
    expect(domingoDePascua(2025)).toBe("2025-04-20");
    expect(domingoDePascua(2026)).toBe("2026-04-05");
    expect(domingoDePascua(2027)).toBe("2027-03-28");
  });

  it("lists the fixed dates and Holy Thursday and Friday", () => {
    expect(feriadosGuatemala(2026)).toEqual([
      "2026-01-01",
      "2026-04-02",
      "2026-04-03",
      "2026-05-01",
      "2026-06-30",
      "2026-09-15",
      "2026-10-20",
      "2026-11-01",
      "2026-12-25",
    ]);
  });

  it("counts Monday to Friday but not holidays as business days", () => {
    expect(esDiaHabil("2026-11-27")).toBe(true); // Friday
    expect(esDiaHabil("2026-11-28")).toBe(false); // Saturday
    expect(esDiaHabil("2026-11-29")).toBe(false); // Sunday
    expect(esDiaHabil("2026-04-02")).toBe(false); // Holy Thursday
    expect(esDiaHabil("2026-09-15")).toBe(false); // Independence, a Tuesday
    expect(esDiaHabil("2026-12-24")).toBe(true); // half day: offices open in the morning
  });
});

describe("sumarDiasHabiles", () => {
  it("starts the day after and skips a weekend", () => {
    // Notified Thursday 26 Nov 2026: Fri 27 (1), Mon 30 (2), Tue 1 Dec (3).
    expect(sumarDiasHabiles("2026-11-26", 3)).toBe("2026-12-01");
  });

  it("skips a holiday inside the week", () => {
    // Notified Friday 11 Sep 2026: Mon 14 (1), Tue 15 holiday, Wed 16 (2).
    expect(sumarDiasHabiles("2026-09-11", 2)).toBe("2026-09-16");
  });

  it("skips Holy Week and the weekend together", () => {
    // Notified Wednesday 1 Apr 2026: Thu 2 and Fri 3 holidays, Sat, Sun; Mon 6 (1).
    expect(sumarDiasHabiles("2026-04-01", 1)).toBe("2026-04-06");
  });

  it("crosses the year with 25 Dec and 1 Jan", () => {
    // Notified Wed 23 Dec 2026: Thu 24 (1), Fri 25 holiday, Mon 28 (2), Tue 29 (3), Wed 30 (4), Thu 31 (5), Fri 1 Jan holiday, Mon 4 (6).
    expect(sumarDiasHabiles("2026-12-23", 6)).toBe("2027-01-04");
  });

  it("a notice served on a weekend starts counting on Monday", () => {
    expect(sumarDiasHabiles("2026-11-28", 1)).toBe("2026-11-30");
  });
});
