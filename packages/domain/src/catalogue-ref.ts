import { z } from "zod";

/** A catalogue reference nested in an entity row (the screens read `x.nombre`). */
export const catalogueRefSchema = z.object({ id: z.number().int(), nombre: z.string() });

export type CatalogueRef = z.infer<typeof catalogueRefSchema>;
