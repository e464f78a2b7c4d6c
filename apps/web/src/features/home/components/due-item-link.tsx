import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { Pendiente, Vencimiento } from "@portal/domain/vencimiento";
import { documentoState, type DocumentoTipo } from "@/components/documents/documento-state";
import type { PilotoNavState, VehiculoNavState } from "@/lib/nav-state";
import { toast } from "@/lib/toast";
import { pendienteHref } from "./landing";
import { useOpenVehiculo } from "./open-policy";

const linkClass =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline decoration-1 underline-offset-2 hover:decoration-2 dark:text-brand-200 text-left";

const DOCUMENTO_TIPO: Partial<Record<Pendiente["tipo"], DocumentoTipo>> = {
  documentos_mandato: "mandatario",
  documentos_abogado_auxiliar: "abogado",
  documentos_piloto: "piloto",
};

/**
 * A missing item: its screen (`ruta`), opening the mandatario's, abogado's or pilot's documents, or the
 * documents section of /persona.
 */
export function PendienteLink({ item, children }: { item: Pendiente; children: ReactNode }) {
  const tipo = DOCUMENTO_TIPO[item.tipo];
  return (
    <Link to={pendienteHref(item)} state={tipo ? documentoState(tipo, item.id) : undefined} className={linkClass}>
      {children}
    </Link>
  );
}

/**
 * An expiring item: its screen (`ruta`); a policy opens its vehicle's edit form, a QR code its vehicle's QR
 * screen, a pilot's licence that pilot's form.
 */
export function VencimientoLink({ item, children }: { item: Vencimiento; children: ReactNode }) {
  const openVehiculo = useOpenVehiculo();
  const [busy, setBusy] = useState(false);
  if (item.tipo === "poliza" && item.vehiculo_id) {
    const vehiculoId = item.vehiculo_id;
    const open = () => {
      setBusy(true);
      openVehiculo(vehiculoId).catch(() => {
        setBusy(false);
        toast.error("No se pudo abrir el vehículo. Ábralo desde Licencias.");
      });
    };
    return (
      <button type="button" onClick={open} aria-busy={busy} className={linkClass}>
        {children}
      </button>
    );
  }
  const state =
    item.tipo === "qr" && item.vehiculo_id
      ? ({ vehiculoId: item.vehiculo_id } satisfies VehiculoNavState)
      : item.tipo === "licencia_piloto"
        ? ({ pilotoId: item.id } satisfies PilotoNavState)
        : undefined;
  return (
    <Link to={item.ruta} state={state} className={linkClass}>
      {children}
    </Link>
  );
}
