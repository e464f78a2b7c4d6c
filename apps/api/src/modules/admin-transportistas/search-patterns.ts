import { normalizeNit } from "@portal/domain/nit";

/** `LIKE` patterns of what a staff member typed, one per kind of field (decision 160). */
export interface SearchPatterns {
  /** Start of a NIT: no hyphens or spaces, K in capitals; null when the text cannot be one. */
  nit: string | null;
  /** Start of a plate, licence or card number, in capitals without spaces. */
  codigo: string | null;
  /** Start of a CUI: digits only. */
  cui: string | null;
  /** Start of the name (lower case, no accents) as the `busqueda_normalizar` indexes hold it, as a range. */
  nombre: PrefixRange;
  /** The whole words of the name, each to be found anywhere in it. */
  palabras: string[];
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What `busqueda_normalizar` does in the database: lower case, accents off. */
export const normalizeName = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

export function searchPatterns(q: string): SearchPatterns {
  const nit = normalizeNit(q);
  const codigo = q.replace(/\s+/g, "").toUpperCase();
  const cui = q.replace(/\s+/g, "");
  const nombre = normalizeName(q);
  return {
    nit: /^[\dK]+$/.test(nit) ? `${nit}%` : null,
    codigo: /^[\dA-Z-]+$/.test(codigo) ? `${escapeLike(codigo)}%` : null,
    cui: /^\d+$/.test(cui) ? `${cui}%` : null,
    nombre: prefixRange(nombre),
    palabras: nombre.split(/[^a-z0-9]+/).filter(Boolean),
  };
}

export interface PrefixRange {
  desde: string;
  hasta: string | null;
}

/**
 * The texts starting with `prefix` as a range for a `text_pattern_ops` index: `desde` ≤ text < `hasta`
 * (byte order, which is code point order in UTF-8); `hasta` null when there is no bound above. Unlike a
 * `LIKE 'prefix%'`, the range needs no second check of each row, so PostgreSQL reads the matches from the
 * index alone and never normalises the rows' names again (decision 221).
 */
export function prefixRange(prefix: string): PrefixRange {
  const points = [...prefix].map((c) => c.codePointAt(0)!);
  while (points.length > 0) {
    const last = points.pop()! + 1;
    if (last <= 0x10ffff) {
      points.push(last === 0xd800 ? 0xe000 : last);
      return { desde: prefix, hasta: String.fromCodePoint(...points) };
    }
  }
  return { desde: prefix, hasta: null };
}
