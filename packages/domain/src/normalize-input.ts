/**
 * What people paste or type into number-like fields, turned into what the checks expect. Nothing here
 * validates: a value that still does not fit after normalising is refused by its field, with its message.
 */

/** Characters people put between the digits of a phone number: spaces, dashes, dots, brackets. */
const PHONE_SEPARATORS = /[\s\-.()]/g;
/** Guatemala's country code in front of an 8-digit number ("+502 5512 3456", "00502…", "502…"). */
const GT_PREFIX = /^(?:\+|00)?502(\d{8})$/;

/** "5512-3456" → "55123456"; "+502 5512 3456" → "55123456". Anything else keeps its other characters. */
export function normalizePhone(value: string): string {
  const compact = value.replace(PHONE_SEPARATORS, "");
  return GT_PREFIX.exec(compact)?.[1] ?? compact;
}

/** Digits grouped by thousands with commas, then up to 2 decimals after a point ("4,500.50", "1,234,567"). */
const GROUPED_AMOUNT = /^\d{1,3}(?:,\d{3})+(?:\.\d{0,2})?$/;

/**
 * An amount as written in Guatemala, "Q 4,500.50": the currency sign, spaces and the thousands commas
 * go ("4500.50"). Commas that do not group thousands ("4,5") stay, so the amount is refused rather
 * than guessed.
 */
export function normalizeAmount(value: string): string {
  const bare = value.trim().replace(/^Q\s*/i, "").replace(/\s/g, "");
  return GROUPED_AMOUNT.test(bare) ? bare.replace(/,/g, "") : bare;
}
