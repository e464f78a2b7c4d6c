import { DOCUMENTO_MSG } from "@portal/domain/documento";
import type { FastifyRequest } from "fastify";
import { invalidField } from "../../lib/errors";
import { readPdfForm } from "../../lib/multipart-pdf";
import type { SpooledPdf } from "../../lib/spooled-pdf";

/** The policy PDF of a multipart form, under `poliza_documento`; 422 on the field when missing. */
export async function readPolizaForm(request: FastifyRequest, maxBytes: number): Promise<SpooledPdf> {
  const { pdf } = await readPdfForm(request, maxBytes, "poliza_documento");
  if (!pdf) throw invalidField("poliza_documento", DOCUMENTO_MSG.chooseFile);
  return pdf;
}
