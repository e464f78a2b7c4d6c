import { describe, expect, it } from "vitest";
import { normalizeAmount, normalizePhone } from "./normalize-input";
import { VEHICULO_MSG, vehiculoFields } from "./vehiculo";

describe("normalizePhone", () => {
  it.each([
    ["5512-3456", "55123456"],
    ["5512 3456", "55123456"],
    ["+502 5512 3456", "55123456"],
    ["(502) 5512-3456", "55123456"],
    ["00502 5512 3456", "55123456"],
    ["55.12.34.56", "55123456"],
    ["55123456", "55123456"],
  ])("%s becomes %s", (pasted, digits) => {
    expect(normalizePhone(pasted)).toBe(digits);
  });

  it("keeps what is not a separator, so the field still refuses it", () => {
    expect(normalizePhone("5512-34AB")).toBe("551234AB");
    expect(normalizePhone("+1 555 123 4567")).toBe("+15551234567");
  });

  it("drops 502 only in front of exactly 8 digits (a number starting with 502 stays)", () => {
    expect(normalizePhone("50212345")).toBe("50212345");
    expect(normalizePhone("502 1234 567")).toBe("5021234567");
  });
});

describe("normalizeAmount", () => {
  it.each([
    ["4,500.50", "4500.50"],
    ["1,234,567", "1234567"],
    ["Q 4,500.50", "4500.50"],
    ["q4,500", "4500"],
    [" 4500.5 ", "4500.5"],
  ])("%s becomes %s", (typed, amount) => {
    expect(normalizeAmount(typed)).toBe(amount);
  });

  it("leaves commas that do not group thousands, so the amount is refused", () => {
    expect(normalizeAmount("4,5")).toBe("4,5");
    expect(normalizeAmount("45,00.50")).toBe("45,00.50");
  });

  it("the policy amounts accept thousands separators and still refuse a decimal comma", () => {
    const money = vehiculoFields.shape.poliza_prima_total;
    expect(money.parse("4,500.50")).toBe("4500.50");
    const refused = money.safeParse("4500,50");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe(VEHICULO_MSG.monto);
  });
});
