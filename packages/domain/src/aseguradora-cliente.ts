import { z } from "zod";
import { catalogueId, optionalText } from "./fields";

/** The console's screen of insurers' API clients (issue 24). */
export const CLIENTE_MSG = {
  aseguradora: "Elija la aseguradora.",
  creado: "Cliente registrado. Copie el secreto ahora: no se volverá a mostrar.",
  rotado: "Secreto nuevo generado. El anterior sigue sirviendo 24 horas. Copie el nuevo ahora: no se volverá a mostrar.",
  revocado: "Cliente revocado: sus tokens dejan de servir de inmediato.",
  yaRevocado: "Este cliente ya está revocado.",
  noEncontrado: "Cliente no encontrado.",
} as const;

/** How long a rotated secret keeps working, so the insurer can deploy the new one without a cut. */
export const SECRETO_ANTERIOR_HORAS = 24;

export const crearClienteSchema = z.object({
  aseguradora_id: catalogueId(CLIENTE_MSG.aseguradora),
  descripcion: optionalText(150),
});
export type CrearClienteInput = z.infer<typeof crearClienteSchema>;

export const clienteSchema = z.object({
  id: z.number().int(),
  aseguradora: z.object({ id: z.number().int(), nombre: z.string() }),
  client_id: z.string(),
  descripcion: z.string().nullable(),
  creado_por: z.string(),
  created_at: z.string(),
  secreto_anterior_hasta: z.string().nullable(),
  revocado_at: z.string().nullable(),
  ultimo_uso_at: z.string().nullable().meta({ description: "Última vez que obtuvo un token; null si nunca." }),
});
export type Cliente = z.infer<typeof clienteSchema>;

export const clienteListSchema = z.object({ clientes: z.array(clienteSchema) });
/** The one answer that carries the secret: at creation and at rotation. */
export const clienteConSecretoSchema = z.object({ message: z.string(), cliente: clienteSchema, client_secret: z.string() });
export const clienteRevocadoSchema = z.object({ message: z.string(), cliente: clienteSchema });
