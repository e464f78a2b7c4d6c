import { MSG } from "@portal/domain/messages";
import { VEHICULO_MSG, vehiculoFormSchema, type VehiculoCreateInput, type VehiculoFormInput, type VehiculoUpdateInput } from "@portal/domain/vehiculo";
import type { FastifyRequest } from "fastify";
import { findControlCharacter } from "../../lib/control-characters";
import { invalidField, invalidFields } from "../../lib/errors";
import { readPdfForm } from "../../lib/multipart-pdf";
import { decodePdfDataUrl } from "../../lib/pdf";
import { discardPdf, type PdfSource } from "../../lib/pdf-source";

/** What a vehicle's create or update carries once read and checked, from JSON or from a form. */
export interface VehiculoUpload {
  input: VehiculoFormInput;
  /** The policy PDF; on an update, undefined keeps the stored one. */
  pdf: PdfSource | undefined;
}

/** What a create carries: the PDF is required. */
export type VehiculoCreateUpload = VehiculoUpload & { pdf: PdfSource };

/** The `vehiculo` field: every field of the JSON route but the PDF, a few KB at most. */
const VEHICULO_FIELD_BYTES = 16 * 1024;

const NOT_JSON = "Envíe los datos del vehículo como JSON en el campo vehiculo.";

/**
 * The multipart form of a vehicle (decision 185): its fields as JSON under `vehiculo`, checked with the
 * JSON route's rules and answered with its field names and messages, and the policy PDF under
 * `poliza_documento`, spooled as it arrives (optional on an update). The PDF is removed when the fields
 * are refused.
 */
export async function readVehiculoForm(request: FastifyRequest, maxBytes: number): Promise<VehiculoUpload> {
  const { fields, pdf } = await readPdfForm(request, maxBytes, "poliza_documento", VEHICULO_FIELD_BYTES);
  try {
    let raw: unknown;
    try {
      raw = JSON.parse(fields.vehiculo ?? "");
    } catch {
      throw invalidField("vehiculo", NOT_JSON);
    }
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw invalidField("vehiculo", NOT_JSON);
    const place = findControlCharacter(raw);
    if (place !== undefined) throw invalidField(place, MSG.controlCharacters);
    const parsed = vehiculoFormSchema.safeParse(raw);
    if (!parsed.success) throw invalidFields(parsed.error.issues);
    return { input: parsed.data, pdf };
  } catch (err) {
    await discardPdf(pdf);
    throw err;
  }
}

/** The form of a create: as `readVehiculoForm`, and 422 on `poliza_documento` without a file. */
export async function readVehiculoCreateForm(request: FastifyRequest, maxBytes: number): Promise<VehiculoCreateUpload> {
  const { input, pdf } = await readVehiculoForm(request, maxBytes);
  if (!pdf) throw invalidField("poliza_documento", VEHICULO_MSG.documentoRequired);
  return { input, pdf };
}

/** The spec's JSON body (checked by the route's schema): the policy PDF as a data URL, decoded and checked. */
export async function readVehiculoJson(body: VehiculoUpdateInput, maxBytes: number): Promise<VehiculoUpload> {
  const { poliza_documento, ...input } = body;
  return { input, pdf: poliza_documento ? await decodePdfDataUrl(poliza_documento, maxBytes, "poliza_documento") : undefined };
}

/** The JSON body of a create, whose schema requires the PDF. */
export async function readVehiculoCreateJson(body: VehiculoCreateInput, maxBytes: number): Promise<VehiculoCreateUpload> {
  const { poliza_documento, ...input } = body;
  return { input, pdf: await decodePdfDataUrl(poliza_documento, maxBytes, "poliza_documento") };
}
