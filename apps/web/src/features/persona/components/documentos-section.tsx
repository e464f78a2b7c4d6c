import { TIPO_DOCUMENTO_CATALOGUE } from "@portal/domain/documento-familias";
import { MSG } from "@portal/domain/messages";
import { RequiredDocuments } from "@/components/documents/required-documents";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { useCatalogue } from "@/lib/get-catalogue";
import { SECTION } from "@/lib/sections";
import { useStored } from "@/lib/use-session";

/** "No se pudo cargar los documentos." as the user reads it (spec part 8). */
export const DOCUMENTOS_LOAD_FAILED = "No se pudieron cargar los documentos.";

/**
 * The persona's own required documents: "Cargar Documentos Jurídicos" for a legal entity (its
 * juridico id), "Cargar Documentos Personales" for an individual (its natural id).
 */
export function DocumentosSection() {
  const juridico = useStored("es_juridico") === "true";
  const familia = juridico ? "juridico" : "natural";
  const entidadId = Number(useStored(juridico ? "juridico_id" : "natural_id"));
  const catalogue = useCatalogue(TIPO_DOCUMENTO_CATALOGUE[familia]);
  const title = juridico ? "Cargar Documentos Jurídicos" : "Cargar Documentos Personales";
  return (
    <Card title={title} id={SECTION.personaDocumentos}>
      {Number.isInteger(entidadId) && entidadId > 0 ? (
        <RequiredDocuments
          familia={familia}
          entidadId={entidadId}
          catalogue={catalogue}
          failureText={DOCUMENTOS_LOAD_FAILED}
          uploadFailureText={juridico ? "No se pudo agregar el documento de la persona jurídica" : "No se pudo agregar el documento de la persona"}
        />
      ) : (
        <Alert>{MSG.personaIdMissing}</Alert>
      )}
    </Card>
  );
}
