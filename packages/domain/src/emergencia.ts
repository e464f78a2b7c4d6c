import { z } from "zod";
import { optionalEmail, phone8Field, requiredText } from "./fields";
import { MSG } from "./messages";

/** Body of POST /api/piloto_emergencia/{pilotoId}/piloto. */
export const emergenciaInput = z.object({
  nombre: requiredText(150),
  direccion: requiredText(300),
  telefono: phone8Field(MSG.phoneEmergency),
  email: optionalEmail(100),
});

export const emergenciaSchema = z.object({
  id: z.number().int(),
  piloto_id: z.number().int(),
  nombre: z.string(),
  direccion: z.string(),
  telefono: z.string(),
  email: z.string().nullable(),
});

export type EmergenciaInput = z.input<typeof emergenciaInput>;
export type Emergencia = z.infer<typeof emergenciaSchema>;
