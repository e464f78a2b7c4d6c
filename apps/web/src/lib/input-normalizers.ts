import { normalizeCui } from "@portal/domain/cui";
import { normalizeNit } from "@portal/domain/nit";
import { normalizePhone } from "@portal/domain/normalize-input";

/**
 * The `normalize` of the number-like text fields: what is pasted or typed ("5512-3456",
 * "+502 5512 3456", "2345 67890 1234", "576937-k") becomes what the field checks. A paste is cleaned
 * before the field's length applies, so the browser no longer cuts "5512-3456" to "5512-345".
 */

/** A phone: separators and Guatemala's +502 go, and anything else that is not a digit. */
export const phoneText = (value: string) => normalizePhone(value).replace(/\D/g, "");

/** A CUI: spaces and dashes go; letters stay so that the field can say the CUI is not valid. */
export const cuiText = normalizeCui;

/** A NIT: spaces and dashes go, a k becomes K. */
export const nitText = normalizeNit;

/** Props of a phone, CUI or NIT text field: the normaliser, and the longest clean value when there is one. */
export const numberFieldProps = (normalize: (value: string) => string, maxLength?: number) => ({ normalize, maxLength });
