import type { Pendiente } from "@portal/domain/vencimiento";
import type { Db } from "../../db/client";
import { PENDIENTE_SOURCES } from "./pendiente-sources";

/**
 * What the caller still has to register: required documents of the carrier, its mandatarios, abogados
 * and active pilots, and representatives of a legal entity. In family order, then by record.
 */
export async function listPendientes(db: Db, usuarioId: number): Promise<Pendiente[]> {
  return (await Promise.all(PENDIENTE_SOURCES(db, usuarioId))).flat().map(({ persona_id: _owner, ...item }) => item);
}
