import { MSG } from "@portal/domain/messages";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { departamento, municipio, pais } from "../../db/schema/index";
import { type FieldErrors, unprocessable } from "../../lib/errors";

export const UBICACION_MSG = {
  municipioOutsideDepartamento: "El municipio no pertenece al departamento seleccionado.",
  departamentoOutsidePais: "El departamento no pertenece al país seleccionado.",
} as const;

/** The municipio must belong to the departamento and the departamento to the país (422 on the field at fault). */
export async function checkUbicacion(
  db: Db | Tx,
  ids: { pais_id: number; departamento_id: number; municipio_id: number },
): Promise<void> {
  const [[p], [d], [m]] = await Promise.all([
    db.select({ id: pais.id }).from(pais).where(eq(pais.id, ids.pais_id)),
    db.select({ pais_id: departamento.pais_id }).from(departamento).where(eq(departamento.id, ids.departamento_id)),
    db.select({ departamento_id: municipio.departamento_id }).from(municipio).where(eq(municipio.id, ids.municipio_id)),
  ]);
  const errors: FieldErrors = {};
  if (!p) errors.pais_id = [MSG.catalogueMissing];
  if (!d) errors.departamento_id = [MSG.catalogueMissing];
  else if (p && d.pais_id !== ids.pais_id) errors.departamento_id = [UBICACION_MSG.departamentoOutsidePais];
  if (!m) errors.municipio_id = [MSG.catalogueMissing];
  else if (d && m.departamento_id !== ids.departamento_id) errors.municipio_id = [UBICACION_MSG.municipioOutsideDepartamento];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw unprocessable(first, errors);
}
