import { diasRestantes, POR_VENCER_DIAS } from "@portal/domain/vencimiento";
import { Badge, type BadgeTone } from "./ui/badge";

/** How Inicio and the lists word a date `dias` days ahead: red once expired or on its last day, amber while por vencer. */
export function plazoDe(dias: number): { text: string; tone: BadgeTone } {
  if (dias < 0) return { text: dias === -1 ? "Venció ayer" : `Venció hace ${-dias} días`, tone: "danger" };
  if (dias === 0) return { text: "Vence hoy", tone: "danger" };
  const text = dias === 1 ? "Vence mañana" : `Vence en ${dias} días`;
  return { text, tone: dias <= POR_VENCER_DIAS ? "warning" : "neutral" };
}

/**
 * Beside a last day in a list: "Licencia vencida" (or the list's word) once expired, "Vence hoy" or
 * "Vence en n días" while por vencer (the rule Inicio warns by, POR_VENCER_DIAS), nothing further ahead.
 * `of` names what expires when the badge sits beside another state.
 */
export function ExpiryBadge({ fin, vencidaText, of }: { fin: string | null | undefined; vencidaText: string; of?: string }) {
  if (!fin) return null;
  const dias = diasRestantes(fin);
  if (dias < 0) return <Badge tone="danger">{vencidaText}</Badge>;
  if (dias > POR_VENCER_DIAS) return null;
  const plazo = plazoDe(dias);
  // Beside another state ("Activo") the badge names what expires: "Póliza: vence en 14 días".
  const text = of ? `${of}: ${plazo.text.charAt(0).toLowerCase()}${plazo.text.slice(1)}` : plazo.text;
  return <Badge tone={plazo.tone}>{text}</Badge>;
}
