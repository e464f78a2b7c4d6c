import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64ByteLength, checkPdfDataUrl, isBase64, isPdfBytes, isPdfFile, parseDataUrl } from "./documento";

const bytes = (text: string) => new TextEncoder().encode(text);
const toBase64 = (data: Uint8Array) => btoa(String.fromCharCode(...data));
const dataUrl = (data: Uint8Array, type = "application/pdf") => `data:${type};base64,${toBase64(data)}`;
const pdf = bytes("%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n");

describe("PDF checks", () => {
  it("accepts a PDF data URL and tells its decoded size", () => {
    expect(checkPdfDataUrl(dataUrl(pdf), 1000)).toEqual({ ok: true, base64: toBase64(pdf), size: pdf.length });
  });

  it.each([
    ["another media type", dataUrl(pdf, "image/png")],
    ["no data URL", toBase64(pdf)],
    ["not base64", "data:application/pdf;base64,%PDF-1.4"],
    ["text bytes", dataUrl(bytes("hola, esto es texto\n"))],
    ["no %%EOF", dataUrl(bytes("%PDF-1.4\nsin final\n"))],
    ["a PNG", dataUrl(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))],
  ])("refuses %s as not a PDF", (_what, value) => {
    expect(checkPdfDataUrl(value, 1000)).toEqual({ ok: false, problem: "not_pdf" });
  });

  it("refuses a PDF over the limit as too large", () => {
    expect(checkPdfDataUrl(dataUrl(pdf), pdf.length - 1)).toEqual({ ok: false, problem: "too_large" });
  });

  it("refuses %%EOF that is not within the last 1024 bytes", () => {
    const far = new Uint8Array([...pdf, ...new Uint8Array(1100).fill(65)]);
    expect(isPdfBytes(far)).toBe(false);
    expect(checkPdfDataUrl(dataUrl(far), 10_000)).toEqual({ ok: false, problem: "not_pdf" });
  });

  it("property: the data URL check agrees with the byte check, and the size is exact", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.boolean(), fc.boolean(), (middle, head, tail) => {
        const data = new Uint8Array([...(head ? bytes("%PDF-1.7\n") : []), ...middle, ...(tail ? bytes("\n%%EOF\n") : [])]);
        const check = checkPdfDataUrl(dataUrl(data), 10_000);
        expect(check.ok).toBe(isPdfBytes(data));
        if (check.ok) expect(check.size).toBe(data.length);
        expect(base64ByteLength(toBase64(data))).toBe(data.length);
      }),
    );
  });

  it("parses data URLs with parameters", () => {
    expect(parseDataUrl("data:application/pdf;name=a.pdf;base64,QUJD")).toEqual({ mediaType: "application/pdf", base64: "QUJD" });
    expect(parseDataUrl("data:application/pdf,QUJD")).toBeNull();
    expect(isBase64("QUJD")).toBe(true);
    expect(isBase64("QUJ")).toBe(false);
  });

  it("pre-checks a chosen file by type, or by name when the browser gives no type", () => {
    expect(isPdfFile({ type: "application/pdf", name: "dpi.pdf" })).toBe(true);
    expect(isPdfFile({ type: "", name: "RTU.PDF" })).toBe(true);
    expect(isPdfFile({ type: "image/png", name: "foto.pdf" })).toBe(false);
    expect(isPdfFile({ type: "", name: "notas.txt" })).toBe(false);
  });
});
