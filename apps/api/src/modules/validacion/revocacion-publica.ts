import { todayInGuatemala } from "@portal/domain/formats";
import { CAUSA_TEXTO, CAUSAS_REVOCACION, type CausaRevocacion, revocadoPor, type RevocacionPublica } from "@portal/domain/revocacion";
import { withdrawnPublicly } from "../../lib/reported-policy";
import type { ValidacionRow } from "./validacion-rows";

const isCausa = (value: string | null): value is CausaRevocacion => value !== null && (CAUSAS_REVOCACION as readonly string[]).includes(value);

/**
 * What the public check says of a revocation (decision 201): who (authority or carrier), the public
 * category and the day; never the staff member's `revocado_motivo`. A code whose vehicle is gone
 * without a recorded revocation (rows older than decision 071) reads as the carrier's deletion of it.
 */
export function revocacionPublica(row: Pick<ValidacionRow, "revocado_at" | "revocado_causa" | "vehiculo_id" | "polizaRetirada">): RevocacionPublica | null {
  // A policy the insurer withdrew makes a live code REVOCADO, by the insurer (issue 24).
  if (row.revocado_at === null && row.vehiculo_id !== null) return row.polizaRetirada ? withdrawnPublicly(row.polizaRetirada) : null;
  const causa: CausaRevocacion = isCausa(row.revocado_causa) ? row.revocado_causa : row.vehiculo_id === null ? "VEHICULO_ELIMINADO" : "ELIMINADO";
  return {
    por: revocadoPor(causa),
    causa,
    motivo: CAUSA_TEXTO[causa],
    fecha: row.revocado_at ? todayInGuatemala(row.revocado_at) : null,
  };
}
