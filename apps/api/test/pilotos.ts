import type { TestContext } from "./app";
import { type Carrier, randomCui, randomNit } from "./carrier";

/** A complete, valid pilot body with a fresh CUI and NIT. */
export function validPiloto(overrides: Record<string, unknown> = {}) {
  return {
    nit: randomNit(),
    cui: randomCui(),
    nombre: "JOSÉ",
    apellido: "RAMÍREZ",
    fecha_nacimiento: "1988-09-05",
    correo_electronico: "jose.ramirez@example.com",
    telefono: "55123456",
    direccion: "4A AVENIDA 5-20 ZONA 1, GUATEMALA",
    estado_civil_id: 2,
    tiene_hijo: true,
    tiempo_laborar: 7,
    tiempo_laboral: "7 AÑOS",
    experiencia_manejando: "10 AÑOS",
    numero_documento: "DOC-99",
    documento_intecap: "INTECAP-2019-001",
    tipo_licencia: "A",
    administrasion_licencia: "2027-05-31",
    activo: true,
    ...overrides,
  };
}

/** Creates a pilot through the API for `carrier` and returns the answered pilot. */
export async function createPiloto(ctx: TestContext, carrier: Carrier, overrides: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({ method: "POST", url: "/api/piloto", headers: carrier.headers, payload: validPiloto(overrides) });
  if (res.statusCode !== 201) throw new Error(`pilot not created: ${res.statusCode} ${res.body}`);
  return res.json().piloto as { id: number; nit: string; cui: string; persona_id: number } & Record<string, unknown>;
}
