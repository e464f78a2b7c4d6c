import type { ReactNode } from "react";
import type { Emergencia } from "@portal/domain/emergencia";

export const NO_CONTACTS = "No hay contactos de emergencia registrados.";

/** A pilot's emergency contacts: name, phone and address each; `action` adds a control per contact. */
export function EmergenciaList({ contacts, action }: { contacts: Emergencia[]; action?: (c: Emergencia) => ReactNode }) {
  if (contacts.length === 0) return <p className="text-sm text-gray-700 dark:text-gray-300">{NO_CONTACTS}</p>;
  return (
    <ul className="divide-y divide-gray-200 dark:divide-gray-700" aria-label="Contactos de emergencia">
      {contacts.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-gray-600 dark:text-gray-400">Nombre</dt>
            <dd className="text-gray-900 dark:text-white">{c.nombre}</dd>
            <dt className="font-medium text-gray-600 dark:text-gray-400">Teléfono</dt>
            <dd className="text-gray-900 dark:text-white">{c.telefono}</dd>
            <dt className="font-medium text-gray-600 dark:text-gray-400">Dirección</dt>
            <dd className="text-gray-900 dark:text-white">{c.direccion}</dd>
          </dl>
          {action?.(c)}
        </li>
      ))}
    </ul>
  );
}
