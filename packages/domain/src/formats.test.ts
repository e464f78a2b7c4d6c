import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidCui } from "./cui";
import { cuiField, emailField, phone8Field } from "./fields";
import { CARD_NUMBER, EMAIL, PHONE_8, PHONE_GT, PLATE, ageOn, isValidIsoDate } from "./formats";
import { MSG } from "./messages";

describe("CUI", () => {
  it.each(["2345678901234", "1000000000101", "2345 67890 1234", "2345-67890-1234"])("accepts %s", (cui) => {
    expect(isValidCui(cui)).toBe(true);
  });
  it.each(["0345678901234", "234567890123", "23456789012345", "23456789O1234", ""])("rejects %s", (cui) => {
    expect(isValidCui(cui)).toBe(false);
  });
  it("property: 13 digits not starting with 0 are valid, any other length is not", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{12}$/), fc.stringMatching(/^\d{0,20}$/), (good, other) => {
        expect(isValidCui(good)).toBe(true);
        if (other.length !== 13 || other.startsWith("0")) expect(isValidCui(other)).toBe(false);
      }),
    );
  });
  it("the field answers the spec's message", () => {
    const res = cuiField.safeParse("123");
    expect(res.success).toBe(false);
    expect(res.error?.issues[0].message).toBe(MSG.cuiFormat);
  });
});

describe("e-mail", () => {
  it.each(["ana@example.com", "transportes.sa@empresa.com.gt", "a+b@c.io"])("accepts %s", (e) => expect(EMAIL.test(e)).toBe(true));
  it.each(["ana", "ana@", "@example.com", "ana@example", "ana @example.com", "ana@example.c"])("rejects %s", (e) =>
    expect(EMAIL.test(e)).toBe(false),
  );
  it("the field trims, and answers the message it is given", () => {
    expect(emailField().parse("  ana@example.com ")).toBe("ana@example.com");
    expect(emailField(MSG.emailPersona).safeParse("x").error?.issues[0].message).toBe("Ingrese un correo electrónico válido.");
  });
  it("property: anything without an @ is refused", () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !s.includes("@")), (s) => {
        expect(EMAIL.test(s)).toBe(false);
      }),
    );
  });
});

describe("phones", () => {
  it("person and emergency phones are exactly 8 digits", () => {
    expect(PHONE_8.test("55123456")).toBe(true);
    for (const bad of ["5512345", "551234567", "5512-345", "abcdefgh"]) expect(PHONE_8.test(bad)).toBe(false);
    expect(phone8Field().safeParse("5512345").error?.issues[0].message).toBe("El número de teléfono debe tener 8 dígitos.");
  });
  it("property: a Guatemalan phone starts with 2 to 9", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (n) => {
        expect(PHONE_GT.test(n)).toBe(n[0] >= "2");
      }),
    );
  });
});

describe("plates, cards and dates", () => {
  it("plate 123AAA and card T-12345", () => {
    expect(PLATE.test("123AAA")).toBe(true);
    expect(PLATE.test("AAA123")).toBe(false);
    for (const ok of ["T-12345", "0-00001", "A-99999"]) expect(CARD_NUMBER.test(ok)).toBe(true);
    for (const bad of ["T12345", "B-12345", "T-1234"]) expect(CARD_NUMBER.test(bad)).toBe(false);
  });
  it("calendar dates are real dates", () => {
    expect(isValidIsoDate("2024-02-29")).toBe(true);
    expect(isValidIsoDate("2023-02-29")).toBe(false);
    expect(isValidIsoDate("2024-13-01")).toBe(false);
    expect(isValidIsoDate("01/02/2024")).toBe(false);
  });
  it("age counts whole years, birthday included", () => {
    expect(ageOn("1990-05-20", "2026-05-19")).toBe(35);
    expect(ageOn("1990-05-20", "2026-05-20")).toBe(36);
  });
  it("property: age never decreases with time", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1940-01-01"), max: new Date("2010-01-01"), noInvalidDate: true }), fc.integer({ min: 0, max: 20000 }), (birth, days) => {
        const b = birth.toISOString().slice(0, 10);
        const d1 = new Date(birth.getTime() + days * 86400000).toISOString().slice(0, 10);
        const d2 = new Date(birth.getTime() + (days + 1) * 86400000).toISOString().slice(0, 10);
        expect(ageOn(b, d2)).toBeGreaterThanOrEqual(ageOn(b, d1));
        expect(ageOn(b, d1)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
