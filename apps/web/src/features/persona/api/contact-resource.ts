/** The three contact lists of a persona and their keys (spec part 7, "Addresses, e-mails, phones"). */
export type ContactResource = "persona_direccion" | "persona_email" | "persona_telefono";

export const contactKey = (resource: ContactResource, personaId: number) => [resource, personaId] as const;

/** GET/POST `/{resource}/{personaId}/persona`. */
export const contactListPath = (resource: ContactResource, personaId: number) => `/${resource}/${personaId}/persona`;
