import type { DocumentoFicha } from "@portal/domain/admin-transportista";
import { PdfPreview } from "@/components/documents/document-preview";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { staffPdfSource } from "../api/get-staff-pdf";
import { RevisionBadge } from "./revision-badge";

const FAMILIA: Record<DocumentoFicha["familia"], string> = {
  natural: "Persona individual",
  juridico: "Persona jurídica",
  mandato: "Mandatario",
  abogado_auxiliar: "Abogado auxiliar",
  piloto: "Piloto",
};

/**
 * Every document the carrier uploaded, current and replaced, with its review state; a preview is
 * downloaded only when opened.
 */
export function DocumentosSection({ documentos, ownerName }: { documentos: DocumentoFicha[]; ownerName: (d: DocumentoFicha) => string }) {
  return (
    <Card title="Documentos">
      {documentos.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">No ha subido documentos.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {documentos.map((d) => (
            <li key={d.id} className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4 dark:border-gray-700">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-gray-900 dark:text-white">
                  {d.tipo_documento.nombre} — {FAMILIA[d.familia]}: {ownerName(d)}
                </h3>
                <span className="flex flex-wrap gap-2">
                  {!d.activo || d.reemplazado_at ? <Badge>Reemplazado</Badge> : null}
                  <RevisionBadge revision={d.revision} />
                </span>
              </div>
              <details>
                <summary className="cursor-pointer font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">
                  Vista previa de {d.tipo_documento.nombre}
                </summary>
                <div className="mt-2">
                  <PdfPreview source={staffPdfSource(d.pdf_url)} label={d.tipo_documento.nombre} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
