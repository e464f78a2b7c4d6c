import { z } from "zod";
import { CARD_NUMBER } from "./formats";
import { MSG } from "./messages";
import { nextCursorSchema } from "./pagination";
import { revisionFieldsShape } from "./revision";

/** Operation cards of a licence (spec parts 3, 5 and 7). */

export const TARJETA_MSG = {
  numeroInvalid: MSG.cardInvalid,
  duplicate: "Ya existe una tarjeta de operación con ese número en esta licencia.",
  hasVehiculos: "No se puede eliminar la tarjeta de operación porque tiene vehículos asociados.",
} as const;

/** Upper-cased; T, 0 or A, a dash and 5 digits ("T-12345"). */
export const tarjetaNumeroField = z
  .string({ error: MSG.cardInvalid })
  .trim()
  .max(10, { error: MSG.cardInvalid, abort: true })
  .toUpperCase()
  .regex(CARD_NUMBER, { error: MSG.cardInvalid });

/** POST /api/tarjeta_operacion/{licenciaId}/licencia. */
export const tarjetaCreateSchema = z.object({ numero: tarjetaNumeroField });
export type TarjetaCreate = z.input<typeof tarjetaCreateSchema>;
export type TarjetaInput = z.output<typeof tarjetaCreateSchema>;

export const tarjetaSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  licencia_id: z.number().int(),
  created_at: z.string(),
  ...revisionFieldsShape,
});
export type Tarjeta = z.infer<typeof tarjetaSchema>;

/** One page of cards (decision 095): the spec's key plus `next_cursor`. */
export const tarjetaListSchema = z.object({ tarjeta_operacion: z.array(tarjetaSchema), next_cursor: nextCursorSchema });
export const tarjetaCreatedSchema = z.object({ tarjeta_operacion: tarjetaSchema });
