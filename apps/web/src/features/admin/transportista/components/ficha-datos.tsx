import type { Ficha } from "@portal/domain/admin-transportista";
import type { ReactNode } from "react";
import { labelOf, shownKeys, valueOf } from "./datos-labels";
import { RevisionBadge } from "./revision-badge";

/** Every stored field of a record as label and value, read only. */
export function FichaDatos({ ficha }: { ficha: Ficha }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {shownKeys(ficha.datos).map((key) => (
        <div key={key} className="min-w-0">
          <dt className="font-medium text-gray-600 dark:text-gray-300">{labelOf(key)}</dt>
          <dd className="break-words text-gray-900 dark:text-white">{valueOf(key, ficha.datos[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One record of the file: its title and review state, its fields, and what hangs from it. */
export function FichaItem({ title, ficha, children, level = 3 }: { title: string; ficha: Ficha; children?: ReactNode; level?: 3 | 4 }) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4 dark:border-gray-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-semibold text-gray-900 dark:text-white">{title}</Heading>
        <RevisionBadge revision={ficha.revision} />
      </div>
      <FichaDatos ficha={ficha} />
      {children}
    </article>
  );
}

/** A section's records, or a sentence when it has none. */
export function FichaList<T extends Ficha>({ items, empty, title, extra }: { items: T[]; empty: string; title: (f: T) => string; extra?: (f: T) => ReactNode }) {
  if (items.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-300">{empty}</p>;
  return (
    <div className="flex flex-col gap-4">
      {items.map((f) => (
        <FichaItem key={f.id} title={title(f)} ficha={f}>
          {extra?.(f)}
        </FichaItem>
      ))}
    </div>
  );
}
