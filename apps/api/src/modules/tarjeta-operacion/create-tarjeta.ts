import { TARJETA_MSG, type TarjetaInput } from "@portal/domain/tarjeta-operacion";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { licencia, tarjeta_operacion } from "../../db/schema/index";
import { requireOwned } from "../../lib/ownership";
import { conflictOnUnique } from "../../lib/unique-conflict";
import { selectTarjetas } from "./tarjeta-rows";

/** Adds a card to one of the caller's licences; its number is unique per licence (409). */
export async function createTarjeta(db: Db, licenciaId: number, userId: number, input: TarjetaInput) {
  const parent = await requireOwned(db, licencia, licenciaId, userId, "escribir");
  const [row] = await conflictOnUnique(
    () =>
      db
        .insert(tarjeta_operacion)
        .values({ numero: input.numero, licencia_id: parent.id, persona_id: parent.persona_id })
        .returning({ id: tarjeta_operacion.id }),
    "tarjeta_operacion_licencia_numero_uq",
    "numero",
    TARJETA_MSG.duplicate,
  );
  const [created] = await selectTarjetas(db, eq(tarjeta_operacion.id, row.id));
  return created;
}
