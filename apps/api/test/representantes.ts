
/** A complete representative body for the carrier's legal entity (catalogue ids from the seed data). */
export function representanteBody(carrier: { personaId: number; juridicoId?: number }, overrides: Record<string, unknown> = {}) {
  return {
    persona_id: carrier.personaId,
    juridico_id: carrier.juridicoId,
    nombre: "MARÍA",
    apellido: "GARCÍA",
    nacionalidad_id: 1,
    numero_registro: "45678",
    folio: "120",
    libro: "300",
    expediente: "2021-555",
    fecha_registro: "2021-03-15",
    fecha_acta: "2021-03-01",
    inicio_vigencia: "2021-03-01",
    plazo_vigenia: "2026-03-01",
    tipo_libro_id: 1,
    cargo_id: 1,
    ...overrides,
  };
}
