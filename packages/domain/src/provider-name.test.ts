import { describe, expect, it } from "vitest";
import { deProveedor } from "./provider-name";

describe("deProveedor", () => {
  it("gives the default provider its article", () => {
    expect(deProveedor("Dirección General de Transportes")).toBe("de la Dirección General de Transportes");
  });

  it("follows the first word of another configured name", () => {
    expect(deProveedor("Ministerio de Comunicaciones")).toBe("del Ministerio de Comunicaciones");
    expect(deProveedor("DIRECCIÓN GENERAL DE TRANSPORTES")).toBe("de la DIRECCIÓN GENERAL DE TRANSPORTES");
    expect(deProveedor("DGT")).toBe("de DGT");
  });
});
