import { randomCui, randomNit } from "./request-bodies";

/** A complete, valid auxiliary lawyer body with a fresh CUI and NIT. */
export function validAbogado(overrides: Record<string, unknown> = {}) {
  return {
    cui: randomCui(),
    nit: randomNit(),
    nombre: "ROBERTO",
    apellido: "GARCÍA",
    fecha_nacimiento: "1975-02-20",
    documento_numero: "COL-4512",
    colegiado_activo: true,
    estado_civil_id: 1,
    ...overrides,
  };
}
