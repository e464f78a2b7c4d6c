import { z } from "zod";
import { requiredText } from "./fields";

/** A supervisor's revocation of a QR code (issue 12, decision 164): the public check answers REVOCADO. */
export const REVOCACION_MSG = {
  motivo: "Indique el motivo de la revocación.",
  yaRevocado: "Este código QR ya está revocado.",
  revocado: "Código QR revocado. La verificación pública responde REVOCADO.",
} as const;

export const revocarValidacionSchema = z.object({ motivo: requiredText(500, REVOCACION_MSG.motivo) });
export type RevocarValidacionInput = z.infer<typeof revocarValidacionSchema>;

export const validacionRevocadaSchema = z.object({
  message: z.string(),
  validacion: z.object({ id: z.number(), codigo: z.string(), revocado_at: z.string(), revocado_motivo: z.string() }),
});
