import { api } from "./api-client";
import { setStored } from "./session";

export interface PersonaListItem {
  id: number;
  usuario_id: number;
  juridico_completo: boolean;
}

interface PersonaDetail {
  persona: { id: number; nit: string };
  /** The spelling is part of the contract. */
  jurdico: Array<{ id: number }>;
  natural: Array<{ id: number }>;
}

/**
 * Makes `carrier` the one every later request acts for: reads its detail and stores its ids and flags
 * (the header X-Actuar-Como is sent from `persona_id`). The caller clears the query cache on a switch.
 */
export async function actAs(mine: PersonaListItem): Promise<void> {
  const detail = await api.get<PersonaDetail>(`/persona/${mine.id}`);
  const juridico = mine.juridico_completo === true || detail.jurdico.length > 0;
  setStored({
    actuar_como: detail.persona.id,
    nit: detail.persona.nit,
    persona_id: detail.persona.id,
    juridico_id: detail.jurdico[0]?.id,
    natural_id: detail.natural[0]?.id,
    es_juridico: juridico ? "true" : "false",
    es_natural: juridico ? "false" : "true",
    puede_agregar_representantes: juridico ? "true" : "false",
  });
}
