import { describe, expect, it } from "vitest";
import { safeFileName } from "./pdf-download";

describe("safeFileName: the name a downloaded PDF gets in Content-Disposition", () => {
  it.each([
    ["Constancia de inscripción en el Registro de Mandatos-7", "Constancia-de-inscripcion-en-el-Registro-de-Mandatos-7.pdf"],
    ["Certificado de propiedad (SAT)-12", "Certificado-de-propiedad-SAT-12.pdf"],
    ["Ñandú", "Nandu.pdf"],
    ['a"; filename=evil.html\r\nX-Injected: 1', "a-filename-evil-html-X-Injected-1.pdf"],
    ["", "documento.pdf"],
    ["¿?¡!", "documento.pdf"],
  ])("%j → %s", (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it("keeps names short", () => {
    expect(safeFileName("x".repeat(500))).toBe(`${"x".repeat(100)}.pdf`);
  });
});
