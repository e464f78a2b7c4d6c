import { describe, expect, it } from "vitest";
import { accionLabel, autorLabel, campoLabel, entidadLabel, formatValor, visibleCampos } from "./auditoria-labels";

const campo = (c: string, antes: string | number | boolean | null, despues: string | number | boolean | null) => ({ campo: c, antes, despues, protegido: false });

describe("audit trail labels", () => {
  it("names records, actions and fields in Spanish, and unknown ones readably", () => {
    expect(entidadLabel("vehiculo")).toBe("Vehículo");
    expect(entidadLabel("tabla_nueva")).toBe("Tabla nueva");
    expect(accionLabel({ accion: "modificar", entidad: "vehiculo", campos: [] })).toBe("Modificación");
    expect(accionLabel({ accion: "sesion_fallida", entidad: "usuario", campos: [] })).toBe("Intento de inicio de sesión fallido");
    expect(campoLabel("numero_placa")).toBe("Placa");
    expect(campoLabel("tipo_placa_id")).toBe("Tipo placa (código)");
  });

  it("reads a QR code's creation and revocation as such", () => {
    expect(accionLabel({ accion: "crear", entidad: "validar_registro_piloto", campos: [] })).toBe("Generación de código QR");
    const revocado = [campo("revocado_at", null, "2025-03-05T20:32:00+00:00")];
    expect(accionLabel({ accion: "modificar", entidad: "validar_registro_piloto", campos: revocado })).toBe("Revocación de código QR");
    expect(accionLabel({ accion: "modificar", entidad: "validar_registro_piloto", campos: [campo("vehiculo_id", 4, null)] })).toBe("Modificación");
  });

  it("prints values as the screens do, dates in Guatemala", () => {
    expect(formatValor(true)).toBe("Sí");
    expect(formatValor(null)).toBe("—");
    expect(formatValor("2025-03-05")).toBe("05/03/2025");
    // 02:30 UTC is still the 4th in Guatemala (UTC-6).
    expect(formatValor("2025-03-05T02:30:00+00:00")).toBe("04/03/2025, 20:30");
    expect(formatValor("P123ABC")).toBe("P123ABC");
  });

  it("leaves out the ownership columns and names the author", () => {
    expect(visibleCampos({ campos: [campo("persona_id", null, 3), campo("email", null, "a@b.gt")] }).map((c) => c.campo)).toEqual(["email"]);
    expect(autorLabel("usuario")).toBe("Usted");
    expect(autorLabel(null)).toBe("Sin sesión");
  });
});
