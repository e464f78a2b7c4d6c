import { randomInt } from "node:crypto";
import { todayInGuatemala } from "@portal/domain/formats";
import { nitCheckDigit } from "@portal/domain/nit";
import type { VehiculoCreateInput } from "@portal/domain/vehiculo";
import { tinyPdf, toDataUrl } from "./pdf";

/**
 * Request bodies and random identifiers, with no server behind them: the API tests and the browser
 * journeys (which seed through the HTTP API) build their records from the same bodies.
 */

/** The vehicle catalogue ids a vehicle body refers to. */
export type VehicleCatalogues = Pick<
  VehiculoCreateInput,
  "color_id" | "tipo_vehiculo_id" | "tipo_placa_id" | "tipo_uso_id" | "tipo_combustible_id" | "marca_vehiculo_id"
>;

/** A random valid NIT that no other test run is likely to hold. */
export function randomNit(): string {
  const body = String(randomInt(10_000_000, 99_999_999));
  return `${body}${nitCheckDigit(body)}`;
}

/** A random valid CUI (13 digits, first not 0). */
export function randomCui(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 1e9)).padStart(9, "0")}${String(randomInt(101, 2218)).padStart(4, "0")}`.slice(0, 13);
}

/** `today` shifted by whole days, as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  const d = new Date(`${todayInGuatemala()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A well-formed PDF as a data URL; `marker` makes its bytes (and SHA-256) distinct. */
export const pdfDataUrl = (marker = "poliza") => toDataUrl(tinyPdf(marker));

/**
 * A random valid plate ("123ABC" shape): a plate sits on one active vehicle nationwide, and the
 * PostgreSQL test database is shared by every test file and kept between runs.
 */
export function randomPlaca(): string {
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ";
  let placa = String(randomInt(0, 1000)).padStart(3, "0");
  for (let i = 0; i < 3; i++) placa += letters[randomInt(letters.length)];
  return placa;
}

export function vehiculoPayload(cats: VehicleCatalogues, overrides: Record<string, unknown> = {}) {
  return {
    nit: randomNit(),
    asiento: 45,
    numero_placa: randomPlaca().toLowerCase(),
    motor: "MTR-998877",
    modelo: "2019",
    linea: "COASTER",
    cilindro: 6,
    cc: 4000,
    numero_serie: "SER123456",
    numero_chasis: "CHS123456789",
    ...cats,
    activo: true,
    nombre_aseguradora: "SEGUROS EL ROBLE, S.A.",
    poliza_numero: "POL-2024-001",
    poliza_prima_total: 1500.5,
    poliza_valor: "250000",
    poliza_monto_asegurado: "200000.00",
    poliza_tipo_seguro: "RESPONSABILIDAD CIVIL",
    poliza_fecha_inicio: daysFromToday(-30),
    poliza_fecha_fin: daysFromToday(180),
    poliza_documento: pdfDataUrl(),
    ...overrides,
  };
}

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
