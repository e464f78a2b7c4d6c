import { type ExportKind, type ExportQuery, type Tablero } from "@portal/domain/tablero";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useDownloadExport } from "../../api/download-export";

const KINDS: Array<{ kind: ExportKind; label: string }> = [
  { kind: "transportistas", label: "Transportistas" },
  { kind: "vehiculos", label: "Vehículos" },
  { kind: "pilotos", label: "Pilotos" },
];
const ESTADOS = [
  { id: "pendiente", value: "Pendiente" },
  { id: "aprobado", value: "Aprobado" },
  { id: "rechazado", value: "Rechazado" },
];
const PLAZOS = [
  { id: "30", value: "En 30 días" },
  { id: "60", value: "En 60 días" },
  { id: "90", value: "En 90 días" },
];

/** CSV downloads with the dashboard's filters: department, review state and what expires soon. */
export function ExportPanel({ departamentos }: { departamentos: Tablero["departamentos"] }) {
  const [departamento, setDepartamento] = useState("");
  const [estado, setEstado] = useState("");
  const [plazo, setPlazo] = useState("");
  const download = useDownloadExport();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const filters: ExportQuery = {
    departamento: departamento ? Number(departamento) : undefined,
    estado_revision: (estado || undefined) as ExportQuery["estado_revision"],
    vence_en_dias: plazo ? Number(plazo) : undefined,
  };
  const items = departamentos.filter((d) => d.departamento_id !== null).map((d) => ({ id: d.departamento_id as number, value: d.nombre }));

  const save = (kind: ExportKind) => {
    setBusy(kind);
    download.mutate(
      { kind, filters },
      { onError: (err) => toast.error(errorMessage(err)), onSettled: () => setBusy(null) },
    );
  };

  return (
    <Card title="Exportar a CSV">
      <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
        Descargue los registros con estos filtros (vacíos: todos). El archivo se abre en Excel con sus tildes. «Vence» mira las licencias de los
        transportistas, las pólizas de los vehículos y las licencias de los pilotos.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Select label="Departamento" items={items} placeholder="Todos" value={departamento} onChange={(e) => setDepartamento(e.target.value)} />
        <Select label="Estado de revisión" items={ESTADOS} placeholder="Todos" value={estado} onChange={(e) => setEstado(e.target.value)} />
        <Select label="Vence" items={PLAZOS} placeholder="Sin filtro" value={plazo} onChange={(e) => setPlazo(e.target.value)} />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {KINDS.map(({ kind, label }) => (
          <Button key={kind} variant="secondary" busy={busy === kind} busyText="Descargando..." disabled={busy !== null && busy !== kind} onClick={() => save(kind)}>
            Descargar {label.toLowerCase()} (CSV)
          </Button>
        ))}
      </div>
    </Card>
  );
}
