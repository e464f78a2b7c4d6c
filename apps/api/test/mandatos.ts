import { randomCui, randomNit } from "./request-bodies";

/** A complete, valid mandatario body with a fresh CUI and NIT. */
export function validMandato(overrides: Record<string, unknown> = {}) {
  return {
    cui: randomCui(),
    nit: randomNit(),
    nombre: "MARÍA",
    apellido: "LÓPEZ",
    fecha_nacimiento: "1980-06-15",
    documento_numero: "DPI-001",
    presentado: "2020-03-10",
    escritura: "125",
    inscripcion_escritura: "INS-2020-55",
    notario: "LIC. CARLOS MÉNDEZ",
    fecha: "2020-02-28",
    estado_civil_id: 2,
    tipo_poder_id: 1,
    numero_poder: "P-778",
    ...overrides,
  };
}
