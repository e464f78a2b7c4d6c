import { z } from "zod";
import { ROLES_INVITABLES, ROLES_MIEMBRO } from "./miembro-roles";

export * from "./miembro-roles";

export const invitacionBodySchema = z.object({
  nit: z.string().trim().min(1, "Ingrese el NIT.").max(20),
  email: z.string().trim().toLowerCase().email("Ingrese un correo electrónico válido.").max(254),
  nombre: z.string().trim().min(1, "Ingrese el nombre de la persona.").max(150),
  rol: z.enum(ROLES_INVITABLES, { message: "Elija un rol: administrador, editor o consulta." }),
  vence: z.iso.date({ message: "Fecha inválida (AAAA-MM-DD)." }).nullish(),
  mandato_id: z.number().int().positive().nullish(),
});
export type InvitacionBody = z.infer<typeof invitacionBodySchema>;

export const miembroPatchSchema = z.object({
  rol: z.enum(ROLES_MIEMBRO, { message: "Elija un rol válido." }).optional(),
  vence: z.iso.date({ message: "Fecha inválida (AAAA-MM-DD)." }).nullish(),
});

