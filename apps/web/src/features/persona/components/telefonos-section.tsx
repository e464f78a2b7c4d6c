import { lazy, memo } from "react";
import type { TelefonoRow } from "@portal/domain/persona-contacto";
import { useTelefonos } from "../api/get-telefonos";
import { ContactSection } from "./contact-section";

// The form (with zod and the form library) loads when "Agregar" is pressed, not with the page.
const TelefonoForm = lazy(() => import("./telefono-form").then((m) => ({ default: m.TelefonoForm })));

// Memoised: /persona re-renders as each of its lists arrives; a section redraws only when its own data changes.
export const TelefonosSection = memo(function TelefonosSection({ personaId }: { personaId: number }) {
  const list = useTelefonos(personaId);
  return (
    <ContactSection<TelefonoRow>
      resource="persona_telefono"
      personaId={personaId}
      list={list}
      texts={{
        title: "Teléfonos",
        add: "Agregar teléfono",
        edit: "Editar teléfono",
        empty: "No hay teléfonos registrados.",
        loadFailed: "No se pudieron cargar los teléfonos.",
        updateFailed: "No se pudo actualizar el teléfono",
        deleteFailed: "No se pudo eliminar el teléfono",
      }}
      columns={[
        { header: "Número", cell: (r) => r.numero },
        { header: "Tipo de teléfono", cell: (r) => r.tipo_telefono.nombre },
      ]}
      describe={(r) => `el teléfono ${r.numero}`}
      details={(r) => [
        { label: "Número", value: r.numero },
        { label: "Tipo de teléfono", value: r.tipo_telefono.nombre },
      ]}
      renderCreate={(onClose) => <TelefonoForm personaId={personaId} onClose={onClose} />}
    />
  );
});
