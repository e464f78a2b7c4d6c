import { useLocation } from "react-router";
import { z } from "zod";
import { licenciaSchema } from "@portal/domain/licencia";
import { tarjetaSchema } from "@portal/domain/tarjeta-operacion";

/**
 * What the licence → card → vehicle screens hand each other in react-router's navigation state
 * (spec part 2). Each screen reads it through `useNavState`, so a reload or a pasted URL without
 * state gives null (the screen then says what is missing) instead of a crash.
 */
export const licenciaNavState = z.object({ licencia: licenciaSchema });
export type LicenciaNavState = z.infer<typeof licenciaNavState>;

/**
 * /vehiculo: the chosen card, and its licence for the way back; `editarVehiculoId` opens that vehicle's
 * edit form on arrival (the QR screen's "fix it" link).
 */
export const tarjetaNavState = z.object({
  tarjeta: tarjetaSchema,
  licencia: licenciaSchema.optional(),
  editarVehiculoId: z.number().int().positive().optional(),
});
export type TarjetaNavState = z.infer<typeof tarjetaNavState>;

/** /vehiculoPreview and /validacionPiloto: the vehicle id (its data is read fresh), and the way back. */
export const vehiculoNavState = tarjetaNavState.partial().extend({ vehiculoId: z.number().int().positive() });
export type VehiculoNavState = z.infer<typeof vehiculoNavState>;

/** What /pilotoPreview and /contactosEmergencia receive, and /piloto to open that pilot's form. */
export interface PilotoNavState {
  pilotoId: number;
}

/** /signin right after sign-up: the new account's NIT, written in for the first sign-in. */
export const signinNavState = z.object({ nit: z.string().max(20) });
export type SigninNavState = z.infer<typeof signinNavState>;

/** The navigation state of the current location when it has the expected shape, else null. */
export function useNavState<S extends z.ZodType>(schema: S): z.infer<S> | null {
  const { state } = useLocation();
  const parsed = schema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
