import type { CatalogueItem } from "@portal/domain/catalogues";
import type { DocumentoFamilia } from "@portal/domain/documento";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingBlock } from "@/components/ui/spinner";
import { useDocumentos } from "./api/get-documentos";
import { DocumentUploadRow } from "./document-upload-row";
import { DocumentsProgress } from "./documents-progress";

export const REQUIRED_LOADING = "Cargando documentos requeridos...";
export const REQUIRED_EMPTY = "No hay documentos requeridos.";
export const REQUIRED_FAILED = "No se pudieron cargar los documentos requeridos.";

/** The required-types catalogue as a query gives it (the page fetches it: `useCatalogue(...)`). */
export interface RequiredTypes {
  data: CatalogueItem[] | undefined;
  isPending: boolean;
  isError: boolean;
}

export interface RequiredDocumentsProps {
  familia: DocumentoFamilia;
  entidadId: number;
  /** The family's catalogue of required types (TIPO_DOCUMENTO_CATALOGUE[familia]). */
  catalogue: RequiredTypes;
  /** Shown when the types or the stored documents cannot be read. */
  failureText?: string;
  /** Toast of a failed upload. */
  uploadFailureText: string;
}

/**
 * One upload row per required document type of an entity, with the stored document's preview, under
 * an "n de m" count. Every type of the family's catalogue is required (docs/decisions/136).
 */
export function RequiredDocuments({ familia, entidadId, catalogue, failureText = REQUIRED_FAILED, uploadFailureText }: RequiredDocumentsProps) {
  const documentos = useDocumentos(familia, entidadId);

  if (catalogue.isPending || documentos.isPending) return <LoadingBlock text={REQUIRED_LOADING} />;
  if (catalogue.isError || documentos.isError) return <Alert>{failureText}</Alert>;
  const tipos = catalogue.data ?? [];
  if (tipos.length === 0) return <EmptyState text={REQUIRED_EMPTY} />;
  const currentOf = (tipoId: number) => documentos.data.find((d) => d.tipo_documento_id === tipoId);
  const stored = tipos.map((t) => currentOf(t.id)).filter((d) => d !== undefined);
  const rejected = stored.filter((d) => d.estado_revision === "rechazado").length;

  return (
    <>
      <DocumentsProgress done={stored.length - rejected} rejected={rejected} total={tipos.length} />
      <ul className="flex flex-col gap-4" aria-label="Documentos requeridos">
        {tipos.map((tipo) => (
          <DocumentUploadRow
            key={tipo.id}
            familia={familia}
            entidadId={entidadId}
            tipo={tipo}
            current={currentOf(tipo.id)}
            failureText={uploadFailureText}
          />
        ))}
      </ul>
    </>
  );
}
