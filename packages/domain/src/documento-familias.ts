/**
 * The five families of PDF documents and the catalogue of required types of each (spec parts 3 and 7).
 * Without zod, so a screen that only lists documents does not load it (decision 180); re-exported by documento.ts.
 */

export const DOCUMENTO_FAMILIAS = ["natural", "juridico", "mandato", "abogado_auxiliar", "piloto"] as const;
export type DocumentoFamilia = (typeof DOCUMENTO_FAMILIAS)[number];

/** The required-types catalogue (GET /api/catalogo/{name}) of each family. */
export const TIPO_DOCUMENTO_CATALOGUE = {
  natural: "tipo_documento_natural",
  juridico: "tipo_documento_juridico",
  mandato: "tipo_documento_mandatario",
  abogado_auxiliar: "tipo_documento_abogado",
  piloto: "tipo_documento_piloto",
} as const satisfies Record<DocumentoFamilia, string>;
