import { lazy, memo } from "react";
import type { DireccionRow } from "@portal/domain/persona-contacto";
import { useDirecciones } from "../api/get-direcciones";
import { ContactSection } from "./contact-section";

// The form (with zod and the form library) loads when "Agregar" is pressed, not with the page.
const DireccionForm = lazy(() => import("./direccion-form").then((m) => ({ default: m.DireccionForm })));

// Memoised: /persona re-renders as each of its lists arrives; a section redraws only when its own data changes.
export const DireccionesSection = memo(function DireccionesSection({ personaId }: { personaId: number }) {
  const list = useDirecciones(personaId);
  return (
    <ContactSection<DireccionRow>
      resource="persona_direccion"
      personaId={personaId}
      list={list}
      texts={{
        title: "Direcciones",
        add: "Agregar dirección",
        edit: "Editar dirección",
        empty: "No hay direcciones registradas.",
        loadFailed: "No se pudieron cargar las direcciones.",
        updateFailed: "No se pudo actualizar la dirección",
        deleteFailed: "No se pudo eliminar la dirección",
      }}
      columns={[
        { header: "Dirección", cell: (r) => r.direccion },
        { header: "Municipio", cell: (r) => r.municipio.nombre },
        { header: "Tipo de dirección", cell: (r) => r.tipo_direccion.nombre },
      ]}
      describe={(r) => `la dirección ${r.direccion}`}
      details={(r) => [
        { label: "Dirección", value: r.direccion },
        { label: "Dirección completa", value: r.direccion_completa ?? "" },
        { label: "País", value: r.pais.nombre },
        { label: "Departamento", value: r.departamento.nombre },
        { label: "Municipio", value: r.municipio.nombre },
        { label: "Tipo de dirección", value: r.tipo_direccion.nombre },
      ]}
      renderCreate={(onClose) => <DireccionForm personaId={personaId} onClose={onClose} />}
    />
  );
});
