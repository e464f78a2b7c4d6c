import { MSG } from "@portal/domain/messages";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { useStored } from "@/lib/use-session";
import { CorreosSection } from "../components/correos-section";
import { DireccionesSection } from "../components/direcciones-section";
import { DocumentosSection } from "../components/documentos-section";
import { TelefonosSection } from "../components/telefonos-section";

/** /persona: addresses, e-mails, phones and the required documents of the signed-in persona. */
export default function PersonaPage() {
  const personaId = Number(useStored("persona_id"));
  const juridico = useStored("es_juridico") === "true";
  return (
    <>
      <PageHeader
        title="Datos de la persona"
        description={`Actualice las direcciones, los correos electrónicos, los teléfonos y los documentos de la ${juridico ? "persona jurídica" : "persona individual"}.`}
      />
      {Number.isInteger(personaId) && personaId > 0 ? (
        <div className="flex flex-col gap-6">
          <DireccionesSection personaId={personaId} />
          <CorreosSection personaId={personaId} />
          <TelefonosSection personaId={personaId} />
          <DocumentosSection />
        </div>
      ) : (
        <Alert>{MSG.personaIdMissing}</Alert>
      )}
    </>
  );
}
