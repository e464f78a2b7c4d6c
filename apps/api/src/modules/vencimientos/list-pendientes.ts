import type { Pendiente } from "@portal/domain/vencimiento";
import type { Db } from "../../db/client";
import { type Acting, actingScope } from "../../lib/ownership";
import { PENDIENTE_SOURCES } from "./pendiente-sources";

/**
 * What the acting carrier still has to register: required documents of the carrier, its mandatarios, abogados
 * and active pilots, and representatives of a legal entity. In family order, then by record.
 */
export async function listPendientes(db: Db, acting: Acting | null): Promise<Pendiente[]> {
  if (!acting) return [];
  return (await Promise.all(PENDIENTE_SOURCES(db, (personaId) => actingScope(personaId, acting, "leer")))).flat().map(({ persona_id: _owner, ...item }) => item);
}
