import { randomUUID } from "node:crypto";
import { tinyPdf, toDataUrl } from "../../test/pdf";
import { type VehicleCatalogues, vehiculoPayload } from "../../test/request-bodies";

/** The size of the policy PDF of the slow save. */
export const POLICY_PDF_BYTES = 588;

/** A valid one-page PDF of exactly `bytes` bytes, new bytes every call (the store keeps one row per SHA-256). */
export function policyPdf(bytes = POLICY_PDF_BYTES): Buffer {
  const label = randomUUID();
  const bare = tinyPdf(label).length;
  // `padding` adds a comment line of padding + 2 bytes.
  return tinyPdf(label, Math.max(0, bytes - bare - 2));
}

let plates = Math.floor(Math.random() * 26 * 26 * 1000);
/** Plates the seed never gives ("123Z…"): the seed's letters stay far below Z at any size it allows. */
export function benchPlate(): string {
  const n = plates++ % (26 * 26 * 1000);
  const letters = Math.floor(n / 1000);
  return `${String(n % 1000).padStart(3, "0")}Z${String.fromCharCode(65 + Math.floor(letters / 26), 65 + (letters % 26))}`;
}

export interface SaveTarget {
  baseUrl: string;
  token: string;
  tarjetaId: number;
  cats: VehicleCatalogues;
}

export type SaveMode = "json" | "multipart";

/** One vehicle save as the web sends it (multipart, decision 185) or as the spec's JSON route takes it; answers the new id. */
export async function saveVehiculo(target: SaveTarget, mode: SaveMode): Promise<number> {
  const pdf = policyPdf();
  const { poliza_documento, ...fields } = vehiculoPayload(target.cats, { numero_placa: benchPlate(), poliza_documento: toDataUrl(pdf) });
  const headers = { authorization: `Bearer ${target.token}` };
  const url = `${target.baseUrl}/api/vehiculo/${target.tarjetaId}/tarjeta_operacion`;
  let response: Response;
  if (mode === "json") {
    response = await fetch(url, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ ...fields, poliza_documento }) });
  } else {
    const form = new FormData();
    form.append("vehiculo", JSON.stringify(fields));
    form.append("poliza_documento", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "poliza.pdf");
    response = await fetch(`${url}/formulario`, { method: "POST", headers, body: form });
  }
  const body = (await response.json()) as { vehiculo?: { id: number } };
  if (response.status !== 201 || !body.vehiculo) throw new Error(`${mode} save answered ${response.status}: ${JSON.stringify(body)}`);
  return body.vehiculo.id;
}

/** Removes a vehicle the bench saved, so runs on the same data do not pile them up (not timed). */
export async function deleteVehiculo(target: SaveTarget, id: number): Promise<void> {
  const response = await fetch(`${target.baseUrl}/api/vehiculo/${id}`, { method: "DELETE", headers: { authorization: `Bearer ${target.token}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`delete of vehicle ${id} answered ${response.status}`);
}
