import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../src/db/schema/index";
import type { TestContext } from "./app";
import type { Carrier } from "./carrier";
import { daysFromToday, pdfDataUrl, randomPlaca, type VehicleCatalogues, vehiculoPayload } from "./request-bodies";

export { daysFromToday, pdfDataUrl, randomPlaca, type VehicleCatalogues, vehiculoPayload };

/** Fixtures for the licence → card → vehicle → QR chain, created through the API as a carrier would. */

type Catalogue = typeof schema.color;

/** The first row of a catalogue, or a new one when the seed data leaves it empty. */
async function catalogueId(ctx: TestContext, table: Catalogue, nombre: string): Promise<number> {
  const [row] = await ctx.app.db.select({ id: table.id }).from(table).limit(1);
  if (row) return row.id;
  const [created] = await ctx.app.db.insert(table).values({ nombre }).returning({ id: table.id });
  return created.id;
}

export async function vehicleCatalogues(ctx: TestContext): Promise<VehicleCatalogues> {
  return {
    color_id: await catalogueId(ctx, schema.color, "Azul"),
    tipo_vehiculo_id: await catalogueId(ctx, schema.tipo_vehiculo, "Bus"),
    tipo_placa_id: await catalogueId(ctx, schema.tipo_placa, "Comercial"),
    tipo_uso_id: await catalogueId(ctx, schema.tipo_uso, "Transporte de pasajeros"),
    tipo_combustible_id: await catalogueId(ctx, schema.tipo_combustible, "Diésel"),
    marca_vehiculo_id: await catalogueId(ctx, schema.marca_vehiculo, "Toyota"),
  };
}

export const tipoLicenciaId = (ctx: TestContext) => catalogueId(ctx, schema.tipo_licencia, "Transporte extraurbano");

export async function countRows(ctx: TestContext, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await ctx.app.db.select({ n: count() }).from(table).where(where);
  return Number(row.n);
}

export async function addLicencia(ctx: TestContext, carrier: Carrier, body: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: "POST",
    url: `/api/licencia/${carrier.personaId}/persona`,
    headers: carrier.headers,
    payload: { numero: "LIC-001", inicia: daysFromToday(-365), fin: daysFromToday(365), tipo_licencia_id: await tipoLicenciaId(ctx), ...body },
  });
  if (res.statusCode !== 201) throw new Error(`licencia: ${res.statusCode} ${res.body}`);
  return res.json().licencia as { id: number; numero: string; fin: string };
}

export async function addTarjeta(ctx: TestContext, carrier: Carrier, licenciaId: number, numero = "T-12345") {
  const res = await ctx.app.inject({
    method: "POST",
    url: `/api/tarjeta_operacion/${licenciaId}/licencia`,
    headers: carrier.headers,
    payload: { numero },
  });
  if (res.statusCode !== 201) throw new Error(`tarjeta: ${res.statusCode} ${res.body}`);
  return res.json().tarjeta_operacion as { id: number; numero: string };
}

export async function addVehiculo(ctx: TestContext, carrier: Carrier, tarjetaId: number, overrides: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: "POST",
    url: `/api/vehiculo/${tarjetaId}/tarjeta_operacion`,
    headers: carrier.headers,
    payload: vehiculoPayload(await vehicleCatalogues(ctx), { nit: carrier.nit, ...overrides }),
  });
  if (res.statusCode !== 201) throw new Error(`vehiculo: ${res.statusCode} ${res.body}`);
  return res.json().vehiculo as { id: number; numero_placa: string; licencia: { id: number; numero: string; fin: string } };
}

/** A carrier's licence, card and vehicle in one call. */
export async function addVehiculoChain(ctx: TestContext, carrier: Carrier, overrides: { licencia?: Record<string, unknown>; vehiculo?: Record<string, unknown> } = {}) {
  const licencia = await addLicencia(ctx, carrier, overrides.licencia);
  const tarjeta = await addTarjeta(ctx, carrier, licencia.id);
  const vehiculo = await addVehiculo(ctx, carrier, tarjeta.id, overrides.vehiculo);
  return { licencia, tarjeta, vehiculo };
}
