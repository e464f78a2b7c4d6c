import type { Db } from "../../db/client";
import { cargo, pais, tipo_libro } from "../../db/schema/index";
import { requireCatalogueIds } from "../../lib/catalogue-check";

/** 422 on each of cargo_id, tipo_libro_id and nacionalidad_id that is not in its catalogue. */
export function checkRepresentanteCatalogues(db: Db, ids: { cargo_id: number; tipo_libro_id: number; nacionalidad_id: number }) {
  return requireCatalogueIds(db, [
    { field: "nacionalidad_id", table: pais, id: ids.nacionalidad_id },
    { field: "tipo_libro_id", table: tipo_libro, id: ids.tipo_libro_id },
    { field: "cargo_id", table: cargo, id: ids.cargo_id },
  ]);
}
