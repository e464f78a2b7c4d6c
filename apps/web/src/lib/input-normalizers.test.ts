import { describe, expect, it } from "vitest";
import { cuiText, nitText, phoneText } from "./input-normalizers";

describe("phone input", () => {
  it.each([
    ["5512-3456", "55123456"],
    ["+502 5512 3456", "55123456"],
    ["(502) 5512.3456", "55123456"],
    ["5512 345a", "5512345"],
  ])("%s is kept as %s", (pasted, kept) => {
    expect(phoneText(pasted)).toBe(kept);
  });
});

describe("CUI and NIT input", () => {
  it("drops spaces and dashes, keeps letters for the field to refuse", () => {
    expect(cuiText("2345 67890 1234")).toBe("2345678901234");
    expect(cuiText("2345-67890-1234")).toBe("2345678901234");
    expect(cuiText("2345O")).toBe("2345O");
  });
  it("writes a NIT as its digits and check character", () => {
    expect(nitText("576937-k")).toBe("576937K");
    expect(nitText(" 1234567 - 8 ")).toBe("12345678");
  });
});
