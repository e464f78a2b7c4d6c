import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DireccionRow } from "@portal/domain/persona-contacto";
import { getAllPages } from "@/lib/paged-query";
import { contactKey, contactListPath } from "./contact-resource";

/** GET /api/persona_direccion/{personaId}/persona (under `direccion`; a few per persona, shown whole: every page, decision 095). */
export function getDirecciones(personaId: number): Promise<DireccionRow[]> {
  return getAllPages<"direccion", DireccionRow>(contactListPath("persona_direccion", personaId), "direccion");
}

export const direccionesQueryOptions = (personaId: number) =>
  queryOptions({ queryKey: contactKey("persona_direccion", personaId), queryFn: () => getDirecciones(personaId) });

export const useDirecciones = (personaId: number) => useQuery(direccionesQueryOptions(personaId));
