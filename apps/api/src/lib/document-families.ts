import type { DocumentoFamilia } from "@portal/domain/documento";
import {
  abogado_auxiliar,
  juridico,
  mandato,
  natural,
  piloto,
  tipo_documento_abogado,
  tipo_documento_juridico,
  tipo_documento_mandatario,
  tipo_documento_natural,
  tipo_documento_piloto,
} from "../db/schema/index";

/** What differs between the five document families; everything else is one mechanism. */
export interface DocumentFamily {
  familia: DocumentoFamilia;
  /** Name of the entity id in the path (naturalId, pilotoId…), as the OpenAPI document shows it. */
  param: string;
  /** The owning entity; every one of them carries persona_id, which is how ownership is checked. */
  entity: typeof natural | typeof juridico | typeof mandato | typeof abogado_auxiliar | typeof piloto;
  /** The catalogue of required document types of the family. */
  tipos: typeof tipo_documento_natural;
  /** Spanish noun of the entity, for the OpenAPI summaries. */
  noun: string;
}

export const DOCUMENT_FAMILIES: DocumentFamily[] = [
  { familia: "natural", param: "naturalId", entity: natural, tipos: tipo_documento_natural, noun: "la persona individual" },
  { familia: "juridico", param: "juridicoId", entity: juridico, tipos: tipo_documento_juridico, noun: "la persona jurídica" },
  { familia: "mandato", param: "mandatoId", entity: mandato, tipos: tipo_documento_mandatario, noun: "un mandatario" },
  { familia: "abogado_auxiliar", param: "abogadoAuxiliarId", entity: abogado_auxiliar, tipos: tipo_documento_abogado, noun: "un abogado auxiliar" },
  { familia: "piloto", param: "pilotoId", entity: piloto, tipos: tipo_documento_piloto, noun: "un piloto" },
];
