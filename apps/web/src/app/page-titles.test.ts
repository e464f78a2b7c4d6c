import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-titles";

describe("pageTitle", () => {
  it("names the page, then the portal", () => {
    expect(pageTitle("/licencia")).toBe("Licencias · Portal de Transportistas");
    expect(pageTitle("/tarjetaOperacion")).toBe("Tarjetas de Operación · Portal de Transportistas");
    expect(pageTitle("/ressetPassword")).toBe("Restablecer contraseña · Portal de Transportistas");
  });

  it("matches routes with parameters and ignores a trailing slash", () => {
    expect(pageTitle("/verificar/ABC123")).toBe("Verificación de vehículo · Portal de Transportistas");
    expect(pageTitle("/home/")).toBe("Inicio · Portal de Transportistas");
  });

  it("gives unknown paths the not-found title, not a neighbour's", () => {
    expect(pageTitle("/licencias")).toBe("Página no encontrada · Portal de Transportistas");
    expect(pageTitle("/home/extra")).toBe("Página no encontrada · Portal de Transportistas");
  });
});
