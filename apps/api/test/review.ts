import type { TipoRevision } from "@portal/domain/revision";
import { tinyPdf, toDataUrl } from "./pdf";
import type { TestContext } from "./app";
import { type Carrier, createCarrier } from "./carrier";
import { validAbogado } from "./abogados";
import { addVehiculoChain } from "./licencias";
import { validMandato } from "./mandatos";
import { createPiloto } from "./pilotos";
import { representanteBody } from "./representantes";

async function created<T>(ctx: TestContext, carrier: Carrier, method: "POST", url: string, payload: unknown, key: string): Promise<T> {
  const res = await ctx.app.inject({ method, url, headers: carrier.headers, payload: payload as Record<string, unknown> });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json()[key] as T;
}

/** Uploads a PDF of type `tipo` for the company's data; answers the document's id. */
export async function uploadJuridicoDocumento(ctx: TestContext, carrier: Carrier, tipo = 1, label?: string): Promise<number> {
  const payload = { documento: toDataUrl(tinyPdf(label)), tipo_documento_id: tipo };
  return (await created<{ id: number }>(ctx, carrier, "POST", `/api/juridico_documento/${carrier.juridicoId}/juridico`, payload, "documento")).id;
}

/** A company carrier with one record of every reviewed kind, created through the carrier API; the staff API's id of each. */
export async function carrierWithEveryKind(ctx: TestContext): Promise<{ carrier: Carrier; ids: Record<TipoRevision, number> }> {
  const carrier = await createCarrier(ctx, "juridico");
  const documento = await uploadJuridicoDocumento(ctx, carrier);
  const representante = await created<{ id: number }>(ctx, carrier, "POST", "/api/representante", representanteBody(carrier), "representante");
  const mandatario = await created<{ id: number }>(ctx, carrier, "POST", `/api/mandato/${carrier.personaId}/persona`, validMandato(), "mandato");
  const abogado = await created<{ id: number }>(ctx, carrier, "POST", `/api/abogado_auxiliar/${carrier.personaId}/persona`, validAbogado(), "abogado_auxiliar");
  const piloto = await createPiloto(ctx, carrier);
  const chain = await addVehiculoChain(ctx, carrier);
  return {
    carrier,
    ids: {
      persona: carrier.personaId,
      documento,
      representante: representante.id,
      mandatario: mandatario.id,
      abogado: abogado.id,
      piloto: piloto.id,
      licencia: chain.licencia.id,
      tarjeta: chain.tarjeta.id,
      vehiculo: chain.vehiculo.id,
    },
  };
}

/** The review fields of a record nobody has reviewed yet, as the carrier API answers them. */
export const SIN_REVISAR = { estado_revision: "pendiente", motivo_revision: null, revisado_por: null, revisado_en: null } as const;
