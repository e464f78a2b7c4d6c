import { normalizeNit } from "@portal/domain/nit";

/** `LIKE` patterns of what a staff member typed, one per kind of field (decision 160). */
export interface SearchPatterns {
  /** Start of a NIT: no hyphens or spaces, K in capitals; null when the text cannot be one. */
  nit: string | null;
  /** Start of a plate, licence or card number, in capitals without spaces. */
  codigo: string | null;
  /** Start of a CUI: digits only. */
  cui: string | null;
  /** Start of the name (lower case, no accents), as the `busqueda_normalizar` indexes hold it. */
  nombre: string;
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
    nombre: `${escapeLike(nombre)}%`,
    palabras: nombre.split(/[^a-z0-9]+/).filter(Boolean),
  };
}
