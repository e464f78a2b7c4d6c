import type { CatalogoHoja } from "@portal/domain/hoja-vehiculos";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { color, marca_vehiculo, tipo_combustible, tipo_placa, tipo_uso, tipo_vehiculo } from "../../db/schema/index";
import type { NamedCatalogue } from "../../lib/catalogue-names";
import { nameKey } from "../../lib/spreadsheet/cells";

const TABLES: Record<CatalogoHoja, NamedCatalogue> = { color, marca_vehiculo, tipo_combustible, tipo_placa, tipo_uso, tipo_vehiculo };


export interface SheetCatalogue {
  /** Names in the order of the list, for the template's drop-downs. */
  nombres: string[];
  idByName: Map<string, number>;
  nameById: Map<number, string>;
}

/** The six catalogues of a vehicle, by name and by id, read once per import or export (a few hundred rows). */
export async function loadSheetCatalogues(db: Db | Tx): Promise<Record<CatalogoHoja, SheetCatalogue>> {
  const entries = await Promise.all(
    (Object.keys(TABLES) as CatalogoHoja[]).map(async (key) => {
      const table = TABLES[key];
      const rows = (await db.select({ id: table.id, nombre: table.nombre }).from(table as PgTable).orderBy(table.nombre)) as Array<{ id: number; nombre: string }>;
      const catalogue: SheetCatalogue = {
        nombres: rows.map((r) => r.nombre),
        idByName: new Map(rows.map((r) => [nameKey(r.nombre), r.id])),
        nameById: new Map(rows.map((r) => [r.id, r.nombre])),
      };
      return [key, catalogue] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<CatalogoHoja, SheetCatalogue>;
}
