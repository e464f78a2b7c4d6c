import type { DocumentoFamilia } from "@portal/domain/documento";

/**
 * The navigation state of /documento: whose documents to upload. The mandatario, abogado and piloto
 * lists navigate with `navigate(paths.documento.getHref(), { state: documentoState("piloto", id) })`.
 */
export const DOCUMENTO_TIPOS = ["mandatario", "abogado", "piloto"] as const;
export type DocumentoTipo = (typeof DOCUMENTO_TIPOS)[number];

export interface DocumentoNavState {
  tipo: DocumentoTipo;
  entidadId: number;
}

export function documentoState(tipo: DocumentoTipo, entidadId: number): DocumentoNavState {
  return { tipo, entidadId };
}

/** The document family (API path and catalogue) of each entity type of /documento. */
export const FAMILIA_OF: Record<DocumentoTipo, DocumentoFamilia> = {
  mandatario: "mandato",
  abogado: "abogado_auxiliar",
  piloto: "piloto",
};

export const isDocumentoTipo = (value: unknown): value is DocumentoTipo =>
  typeof value === "string" && (DOCUMENTO_TIPOS as readonly string[]).includes(value);
