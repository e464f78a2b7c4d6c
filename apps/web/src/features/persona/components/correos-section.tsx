import { lazy, memo } from "react";
import type { EmailRow } from "@portal/domain/persona-contacto";
import { useEmails } from "../api/get-emails";
import { ContactSection } from "./contact-section";
import { RecordatoriosCheckbox } from "./recordatorios-checkbox";

// The form (with zod and the form library) loads when "Agregar" is pressed, not with the page.
const CorreoForm = lazy(() => import("./correo-form").then((m) => ({ default: m.CorreoForm })));

// Memoised: /persona re-renders as each of its lists arrives; a section redraws only when its own data changes.
export const CorreosSection = memo(function CorreosSection({ personaId }: { personaId: number }) {
  const list = useEmails(personaId);
  return (
    <ContactSection<EmailRow>
      resource="persona_email"
      personaId={personaId}
      list={list}
      texts={{
        title: "Correos electrónicos",
        add: "Agregar correo electrónico",
        edit: "Editar correo electrónico",
        empty: "No hay correos electrónicos registrados.",
        loadFailed: "No se pudieron cargar los correos electrónicos.",
        updateFailed: "No se pudo actualizar el correo electrónico",
        deleteFailed: "No se pudo eliminar el correo electrónico",
      }}
      columns={[{ header: "Correo electrónico", cell: (r) => r.email }]}
      afterNotificar={[{ header: "Recordatorios", cell: (r) => <RecordatoriosCheckbox row={r} personaId={personaId} /> }]}
      describe={(r) => `el correo ${r.email}`}
      details={(r) => [{ label: "Correo electrónico", value: r.email }]}
      renderCreate={(onClose) => <CorreoForm personaId={personaId} onClose={onClose} />}
    />
  );
});
