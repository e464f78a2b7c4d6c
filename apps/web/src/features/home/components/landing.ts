import type { RevisionResumen } from "@portal/domain/revision";
import type { Pendiente } from "@portal/domain/vencimiento";
import { paths } from "@/app/paths";
import { SECTION, sectionHref } from "@/lib/sections";

const PERSONA_DOCUMENTOS = sectionHref(paths.persona.getHref(), SECTION.personaDocumentos);

/** A missing item's link: the carrier's own documents land on their section of /persona, the page's last. */
export function pendienteHref(item: Pendiente): string {
  return item.tipo === "documentos_natural" || item.tipo === "documentos_juridico" ? PERSONA_DOCUMENTOS : item.ruta;
}

/** A rejected record's link: a document of the carrier's own lands on the documents of /persona. */
export function correccionHref(item: RevisionResumen["por_corregir"][number]): string {
  return item.tipo === "documento" && item.ruta === paths.persona.getHref() ? PERSONA_DOCUMENTOS : item.ruta;
}
