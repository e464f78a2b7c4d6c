import { describe, expect, it } from "vitest";
import { accionLabel, autorLabel, cambiosTexto, campoLabel, entidadLabel, formatCampo, visibleCampos } from "./auditoria-labels";

type Valor = string | number | boolean | null;
const campo = (c: string, antes: Valor, despues: Valor, nombres: { antes?: string; despues?: string } = {}) => ({
  campo: c,
  antes,
  despues,
  protegido: false,
  antes_nombre: nombres.antes ?? null,
  despues_nombre: nombres.despues ?? null,
});

describe("the label table of the histories (decision 205)", () => {
  it("names records, actions and fields in Spanish with accents, and unknown ones readably", () => {
    expect(entidadLabel("vehiculo")).toBe("Vehículo");
    expect(entidadLabel("tabla_nueva")).toBe("Tabla nueva");
    expect(accionLabel({ accion: "modificar", entidad: "vehiculo", campos: [] })).toBe("Modificación");
    expect(accionLabel({ accion: "sesion_fallida", entidad: "usuario", campos: [] })).toBe("Intento de inicio de sesión fallido");
    expect(campoLabel("numero_placa")).toBe("Placa");
    expect(campoLabel("tipo_vehiculo_id")).toBe("Tipo de vehículo");
    expect(campoLabel("revisado_por")).toBe("Revisado por");
    expect(campoLabel("columna_nueva_id")).toBe("Columna nueva");
  });

  it("reads a QR code's creation and revocation as such", () => {
    expect(accionLabel({ accion: "crear", entidad: "validar_registro_piloto", campos: [] })).toBe("Generación de código QR");
    const revocado = [campo("revocado_at", null, "2025-03-05T20:32:00+00:00")];
    expect(accionLabel({ accion: "modificar", entidad: "validar_registro_piloto", campos: revocado })).toBe("Revocación de código QR");
  });

  it("prints each kind of value as a person reads it", () => {
    expect(formatCampo("activo", true)).toBe("Sí");
    expect(formatCampo("notificar", false)).toBe("No");
    expect(formatCampo("fin", "2026-12-10")).toBe("10/12/2026");
    // 13:04 UTC is 07:04 in Guatemala (UTC-6); the microseconds PostgreSQL writes are not shown.
    expect(formatCampo("revisado_en", "2026-11-26T13:04:26.451368+00:00")).toBe("26/11/2026, 07:04");
    expect(formatCampo("prima_total", "1500.5")).toBe("Q 1,500.50");
    expect(formatCampo("estado_revision", "aprobado")).toBe("Verificado");
    expect(formatCampo("familia", "abogado_auxiliar")).toBe("Abogado auxiliar");
    expect(formatCampo("numero_placa", null)).toBe("—");
  });

  it("prints names for ids, and never the id when the name is missing", () => {
    expect(formatCampo("revisado_por", 2, "Rosa Revisora")).toBe("Rosa Revisora");
    expect(formatCampo("revisado_por", 2)).toBe("Personal de la autoridad");
    expect(formatCampo("tipo_vehiculo_id", 1, "Bus")).toBe("Bus");
    expect(formatCampo("tipo_vehiculo_id", 1)).not.toMatch(/\d/);
    expect(formatCampo("licencia_id", 7, "LIC-1")).toBe("LIC-1");
    expect(formatCampo("licencia_id", 7)).not.toMatch(/\d/);
  });

  it("writes a change as the issue asked: names, Guatemala's time, no bookkeeping", () => {
    const item = {
      accion: "modificar",
      campos: [
        campo("estado_revision", "pendiente", "aprobado"),
        campo("revisado_por", null, 2, { despues: "Rosa Revisora" }),
        campo("revisado_en", null, "2026-11-26T13:04:26.451368+00:00"),
        campo("revision_desde", "2026-11-20T10:00:00+00:00", "2026-11-26T13:04:26.451368+00:00"),
        campo("tipo_vehiculo_id", 1, 2, { antes: "Bus", despues: "Microbús" }),
        campo("activo", false, true),
      ],
    };
    expect(cambiosTexto(item)).toBe(
      "Estado de revisión: En revisión → Verificado; Revisado por: — → Rosa Revisora; Revisado el: — → 26/11/2026, 07:04; Tipo de vehículo: Bus → Microbús; Activo: No → Sí",
    );
  });

  it("leaves out the ownership links and names the author for each reader", () => {
    expect(visibleCampos({ campos: [campo("persona_id", null, 3), campo("email", null, "a@b.gt")] }).map((c) => c.campo)).toEqual(["email"]);
    expect(autorLabel("usuario")).toBe("Usted");
    expect(autorLabel("usuario", "consola")).toBe("El transportista");
    expect(autorLabel(null)).toBe("Sin sesión");
  });
});
