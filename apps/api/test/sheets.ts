import { eq } from "drizzle-orm";
import * as schema from "../src/db/schema/index";
import type { TestContext } from "./app";
import type { VehicleCatalogues } from "./request-bodies";

/** The names a spreadsheet holds for the vehicle catalogue ids of `cats`, by form field. */
export async function catalogueNames(ctx: TestContext, cats: VehicleCatalogues): Promise<Record<string, string>> {
  const nameOf = async (table: typeof schema.color, id: number) =>
    (await ctx.app.db.select({ nombre: table.nombre }).from(table).where(eq(table.id, id)))[0].nombre;
  return {
    tipo_placa_id: await nameOf(schema.tipo_placa, cats.tipo_placa_id),
    marca_vehiculo_id: await nameOf(schema.marca_vehiculo, cats.marca_vehiculo_id),
    color_id: await nameOf(schema.color, cats.color_id),
    tipo_vehiculo_id: await nameOf(schema.tipo_vehiculo, cats.tipo_vehiculo_id),
    tipo_uso_id: await nameOf(schema.tipo_uso, cats.tipo_uso_id),
    tipo_combustible_id: await nameOf(schema.tipo_combustible, cats.tipo_combustible_id),
  };
}
