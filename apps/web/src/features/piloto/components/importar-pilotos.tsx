import { SheetImportCard } from "@/components/sheet-import/sheet-import-card";
import { pilotosKey } from "../api/get-pilotos";

/** The carrier's pilots from and to a spreadsheet, the CUI as each row's key (issue 23). */
export function ImportarPilotos({ personaId }: { personaId: string }) {
  return (
    <SheetImportCard
      routes={{ base: `/piloto/${personaId}/persona`, listKey: pilotosKey }}
      text={{ title: "Importar y exportar pilotos", plural: ["piloto", "pilotos"], keyLabel: "CUI" }}
    />
  );
}
