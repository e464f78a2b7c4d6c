/**
 * CUI (Código Único de Identificación, the DPI number): exactly 13 digits, the first not 0.
 * Digits 10-13 are the INE code of the department and municipality of registration.
 */
export const CUI_FORMAT = /^[1-9]\d{12}$/;

export function normalizeCui(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function isValidCui(value: string): boolean {
  return CUI_FORMAT.test(normalizeCui(value));
}
