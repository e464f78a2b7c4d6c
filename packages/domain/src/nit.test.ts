import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidNit, nitCheckDigit, normalizeNit } from "./nit";

describe("NIT", () => {
  it.each(["576937-K", "576937K", "576937-k", " 576937 - K "])("accepts %s", (nit) => {
    expect(isValidNit(nit)).toBe(true);
  });

  it.each(["8977112-0", "576937-1", "", "K", "ABC", "12-34-5X", "1234567890123-4"])("rejects %s", (nit) => {
    expect(isValidNit(nit)).toBe(false);
  });

  it("computes the check digit by modulo 11", () => {
    expect(nitCheckDigit("576937")).toBe("K");
    expect(nitCheckDigit("8977112")).toBe("5");
  });

  it("property: a body with its own check digit is valid, any other check digit is not", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{3,10}$/), fc.constantFrom(..."0123456789K"), (body, other) => {
        const check = nitCheckDigit(body);
        expect(isValidNit(`${body}-${check}`)).toBe(true);
        if (other !== check) expect(isValidNit(`${body}${other}`)).toBe(false);
      }),
    );
  });

  it("property: normalising is idempotent and ignores dashes and spaces", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9kK -]{0,15}$/), (raw) => {
        expect(normalizeNit(normalizeNit(raw))).toBe(normalizeNit(raw));
        expect(normalizeNit(raw)).not.toMatch(/[\s-]/);
      }),
    );
  });
});
