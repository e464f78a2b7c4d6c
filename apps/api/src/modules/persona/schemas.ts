import { revisionFieldsShape } from "@portal/domain/revision";
import { z } from "zod";

export const personaSchema = z.object({
  id: z.number(),
  usuario_id: z.number(),
  nit: z.string(),
  juridico_completo: z.boolean(),
  created_at: z.date(),
  updated_at: z.date(),
});

export const naturalRowSchema = z.object({
  id: z.number(),
  persona_id: z.number(),
  cui: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  fecha_nacimiento: z.string(),
  pasaporte: z.string().nullable(),
  estado_civil_id: z.number(),
  profesion_oficio_id: z.number(),
  nacionalidad_id: z.number(),
  ...revisionFieldsShape,
});

export const juridicoRowSchema = z.object({
  id: z.number(),
  persona_id: z.number(),
  empresa: z.string(),
  numero_registro: z.string(),
  folio: z.string(),
  libro: z.string(),
  expediente: z.string().nullable(),
  fecha_definitiva: z.string(),
  fecha_profesional: z.string(),
  objeto_sociedad: z.string(),
  nacionalidad_id: z.number(),
  ...revisionFieldsShape,
});
