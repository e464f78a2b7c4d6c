import { useId, useRef, useState } from "react";
import { placaPrefixField } from "@portal/domain/pagination";
import type { Vehiculo } from "@portal/domain/vehiculo";
import { paths } from "@/app/paths";
import { MissingState } from "@/components/missing-state";
import { Alert } from "@/components/ui/alert";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ChevronDownIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { pagedListState, SEARCH_DEBOUNCE_MS } from "@/lib/paged-query";
import { tarjetaNavState, useNavState } from "@/lib/nav-state";
import { serverMessageOr } from "@/lib/server-message";
import { useConfirmDelete } from "@/lib/use-confirm-delete";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useDeleteVehiculo } from "../api/delete-vehiculo";
import { useVehiculos } from "../api/get-vehiculos";
import { ImportarVehiculos } from "../components/importar-vehiculos";
import { TarjetaInfo } from "../components/tarjeta-info";
import { VehiculoForm } from "../components/vehiculo-form";
import { VehiculosTable } from "../components/vehiculos-table";
import { useEditOnArrival } from "./use-edit-on-arrival";

export const VEHICULO_DELETE_FAILED = "No se pudo eliminar el vehículo";

const TITLE = "Vehículos";

type Panel = { open: false } | { open: true; editing: Vehiculo | null };

export default function VehiculoPage() {
  const state = useNavState(tarjetaNavState);
  const tarjeta = state?.tarjeta ?? null;
  const [placaTyped, setPlacaTyped] = useState("");
  const placaSearch = placaPrefixField.safeParse(placaTyped);
  const placa = useDebouncedValue(placaSearch.success ? (placaSearch.data ?? "") : "", SEARCH_DEBOUNCE_MS);
  const list = useVehiculos(tarjeta?.id ?? null, placa);
  const remove = useDeleteVehiculo(tarjeta?.id ?? null);
  const [panel, setPanel] = useState<Panel>({ open: false });
  const deletion = useConfirmDelete<Vehiculo>(remove, (err) => serverMessageOr(err, VEHICULO_DELETE_FAILED), (row) => { if (panel.open && panel.editing?.id === row.id) setPanel({ open: false }); });
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const edit = (v: Vehiculo) => {
    setPanel({ open: true, editing: v });
    requestAnimationFrame(() => panelRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }));
  };
  useEditOnArrival(state?.editarVehiculoId, tarjeta?.id, edit);

  const crumbs = [
    { label: "Licencias", href: paths.licencia.getHref() },
    { label: "Tarjetas de Operación", href: state?.licencia ? paths.tarjetaOperacion.getHref() : undefined, state: state?.licencia ? { licencia: state.licencia } : undefined },
    { label: TITLE },
  ];
  if (!state || !tarjeta) {
    return (
      <>
        <Breadcrumb items={crumbs} />
        <PageHeader title={TITLE} />
        <MissingState
          text="No se seleccionó una tarjeta de operación. Elija una licencia y luego una de sus tarjetas de operación para ver sus vehículos."
          backHref={paths.licencia.getHref()}
          backLabel="Ir a Licencias"
        />
      </>
    );
  }


  const editing = panel.open ? panel.editing : null;
  return (
    <>
      <Breadcrumb items={crumbs} />
      <PageHeader title={TITLE} description={`Vehículos asociados a la tarjeta de operación ${tarjeta.numero}.`} />
      <div className="flex flex-col gap-6">
        <Card title="Información de la Tarjeta de Operación">
          <TarjetaInfo tarjeta={tarjeta} licencia={state.licencia} />
        </Card>

        <div ref={panelRef} className="scroll-mt-24 rounded-2xl border border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900">
          <h2>
            <button
              type="button"
              aria-expanded={panel.open}
              aria-controls={panelId}
              onClick={() => setPanel(panel.open ? { open: false } : { open: true, editing: null })}
              className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left text-lg font-semibold text-gray-900 hover:bg-gray-50 sm:px-6 dark:text-white dark:hover:bg-gray-800"
            >
              {editing ? `Editar Vehículo ${editing.numero_placa}` : "Agregar Vehículo"}
              <ChevronDownIcon className={cn("size-5 transition-transform", panel.open && "rotate-180")} />
            </button>
          </h2>
          <div id={panelId} hidden={!panel.open} className="border-t border-gray-200 px-5 py-6 sm:px-6 dark:border-gray-700">
            {panel.open && (
              <VehiculoForm key={editing?.id ?? "nuevo"} tarjetaId={tarjeta.id} editing={editing} onDone={() => setPanel({ open: false })} />
            )}
          </div>
        </div>

        <ImportarVehiculos tarjetaId={tarjeta.id} />

        {/* Not a landmark of its own: the list inside is the region with this name (axe landmark-unique). */}
        <section className="flex flex-col gap-4">
          <h2 id="vehiculos-asociados" className="text-lg font-semibold text-gray-900 dark:text-white">
            Vehículos asociados
          </h2>
          <TextField
            label="Buscar por placa"
            type="search"
            value={placaTyped}
            onChange={(e) => setPlacaTyped(e.target.value)}
            hint="Escriba el inicio de la placa; la búsqueda se hace en todos los vehículos de la tarjeta."
            error={placaSearch.success ? undefined : placaSearch.error.issues[0]?.message}
            autoComplete="off"
            containerClassName="max-w-sm"
          />
          {list.isError && <Alert>{errorMessage(list.error)}</Alert>}
          <VehiculosTable
            {...pagedListState(list, "vehiculo")}
            emptyText={placa ? `Ningún vehículo de esta tarjeta tiene una placa que empiece por ${placa}.` : "No hay vehículos asociados."}
            back={{ tarjeta, licencia: state.licencia }}
            onEdit={edit}
            onDelete={deletion.ask}
          />
        </section>
      </div>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Eliminar vehículo"
        text={deletion.target ? `¿Está seguro de que desea eliminar el vehículo ${deletion.target.numero_placa}? Sus códigos QR dejarán de ser válidos.` : ""}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={() => deletion.cancel()}
      />
    </>
  );
}
