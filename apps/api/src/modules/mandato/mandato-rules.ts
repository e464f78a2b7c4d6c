import { MSG } from "@portal/domain/messages";
import type { Db } from "../../db/client";
import { estado_civil, tipo_poder } from "../../db/schema/index";
import { requireCatalogueIds } from "../../lib/catalogue-check";
import { conflictOnUnique } from "../../lib/unique-conflict";

export const requireMandatoCatalogues = (db: Db, body: { estado_civil_id: number; tipo_poder_id: number }) =>
  requireCatalogueIds(db, [
    { field: "estado_civil_id", table: estado_civil, id: body.estado_civil_id },
    { field: "tipo_poder_id", table: tipo_poder, id: body.tipo_poder_id },
  ]);

/** One carrier cannot register the same CUI twice (unique index mandato_persona_cui_uq). */
export const uniqueMandatoCui = <T>(write: () => Promise<T>) =>
  conflictOnUnique(write, "mandato_persona_cui_uq", "cui", MSG.mandatoCuiTaken);
