/**
 * "de" with the article the provider's name takes in Spanish, for texts such as "el portal de la
 * Dirección General de Transportes". The name is configurable (PROVIDER_NAME), so the article is
 * chosen from its first word: feminine bodies take "de la", masculine ones "del", anything else
 * (an acronym, a proper name) plain "de".
 */
const FEMININE = new Set(["dirección", "superintendencia", "secretaría", "intendencia", "unidad", "agencia", "autoridad", "comisión", "oficina", "municipalidad"]);
const MASCULINE = new Set(["ministerio", "viceministerio", "departamento", "instituto", "consejo", "servicio", "registro", "organismo"]);

export function deProveedor(name: string): string {
  const first = name.trim().split(/\s+/, 1)[0]?.toLocaleLowerCase("es") ?? "";
  if (FEMININE.has(first)) return `de la ${name}`;
  if (MASCULINE.has(first)) return `del ${name}`;
  return `de ${name}`;
}
