/**
 * The labels of the required fields still empty, in the order of `labels` (the form's order): what a
 * disabled save button names under it ("Falta: Número de Placa, Modelo").
 */
export function missingLabels<K extends string>(values: Partial<Record<K, unknown>>, labels: Record<K, string>): string[] {
  return (Object.keys(labels) as K[]).filter((k) => String(values[k] ?? "").trim() === "").map((k) => labels[k]);
}
