import { SheetImportCard } from "@/components/sheet-import/sheet-import-card";
import { vehiculosKey } from "../api/get-vehiculos";

/** A card's vehicles from and to a spreadsheet, with the ZIP of policy PDFs (issue 23). */
export function ImportarVehiculos({ tarjetaId }: { tarjetaId: number }) {
  return (
    <SheetImportCard
      routes={{ base: `/vehiculo/${tarjetaId}/tarjeta_operacion`, listKey: vehiculosKey(tarjetaId) }}
      text={{
        title: "Importar y exportar vehículos",
        plural: ["vehículo", "vehículos"],
        keyLabel: "Placa",
        zip: {
          label: "PDF de las pólizas (ZIP, opcional)",
          hint: "Un PDF por vehículo, nombrado con su placa (por ejemplo 123ABC.pdf). Los vehículos sin PDF se guardan sin él y aparecen como faltantes en «Estado de sus datos».",
        },
      }}
    />
  );
}
