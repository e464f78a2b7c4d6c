import { describe, expect, it } from "vitest";
import { pageUrl } from "./page-url";

describe("pageUrl", () => {
  it("asks the first page with the default limit and no cursor", () => {
    expect(pageUrl("/vehiculo/7/tarjeta_operacion", null)).toBe("/vehiculo/7/tarjeta_operacion?limit=20");
  });

  it("adds the cursor and the filters that hold something, trimmed and encoded", () => {
    expect(pageUrl("/auditoria", "WzEyXQ", { placa: " 12a ", nombre: "", otro: undefined }, 50)).toBe("/auditoria?limit=50&cursor=WzEyXQ&placa=12a");
    expect(pageUrl("/x", null, { q: "Pérez & hijos" })).toBe("/x?limit=20&q=P%C3%A9rez+%26+hijos");
  });
});
