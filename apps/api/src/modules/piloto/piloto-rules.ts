import { MSG } from "@portal/domain/messages";
import type { Db } from "../../db/client";
import { estado_civil } from "../../db/schema/index";
import { requireCatalogueIds } from "../../lib/catalogue-check";
import { conflictOnUnique } from "../../lib/unique-conflict";

export const requirePilotoCatalogues = (db: Db, body: { estado_civil_id: number | null }) =>
  requireCatalogueIds(db, [{ field: "estado_civil_id", table: estado_civil, id: body.estado_civil_id }]);

/** One carrier cannot register the same CUI twice (unique index piloto_persona_cui_uq). */
export const uniquePilotoCui = <T>(write: () => Promise<T>) =>
  conflictOnUnique(write, "piloto_persona_cui_uq", "cui", MSG.pilotoCuiTaken);
