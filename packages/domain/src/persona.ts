import { z } from "zod";
import { MAX_ROW_ID, captchaField, catalogueId, cuiField, isoDate, nitField, optionalText, pastDate, requiredText } from "./fields";

/** The old portal sent the account id; the API takes it from the token, so it is only range-checked. */
const ignoredUsuarioId = z.coerce.number().int().min(-MAX_ROW_ID).max(MAX_ROW_ID).optional();

export const naturalSchema = z.object({
  usuario_id: ignoredUsuarioId,
  nit: nitField,
  cui: cuiField,
  nombre: requiredText(150),
  apellido: requiredText(150),
  fecha_nacimiento: pastDate(),
  pasaporte: optionalText(30),
  estado_civil_id: catalogueId(),
  profesion_oficio_id: catalogueId(),
  nacionalidad_id: catalogueId().default(1),
  "g-recaptcha-response": captchaField,
});

export const juridicoSchema = z.object({
  usuario_id: ignoredUsuarioId,
  nit: nitField,
  empresa: requiredText(250),
  numero_registro: requiredText(50),
  folio: requiredText(50),
  libro: requiredText(50),
  expediente: optionalText(50),
  fecha_definitiva: isoDate(),
  fecha_profesional: isoDate(),
  objeto_sociedad: requiredText(1000),
  nacionalidad_id: catalogueId().default(1),
  "g-recaptcha-response": captchaField,
});

export type NaturalInput = z.input<typeof naturalSchema>;
export type JuridicoInput = z.input<typeof juridicoSchema>;
