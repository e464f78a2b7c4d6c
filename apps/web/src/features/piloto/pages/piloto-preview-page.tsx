import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { Piloto } from "@portal/domain/piloto";
import { paths } from "@/app/paths";
import { DetailList, type Detail } from "@/components/detail-list";
import { Alert } from "@/components/ui/alert";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { LoadingBlock } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { formatDate, orDash, siNo } from "@/lib/format";
import { useEmergencias } from "../api/get-emergencias";
import { usePiloto } from "../api/get-piloto";
import { EmergenciaList } from "../components/emergencia-list";
import { MissingPiloto, pilotoIdFromState } from "../components/piloto-nav-state";
import { fullName } from "../components/piloto-schema";

export const NO_PILOT = "No hay información del piloto disponible.";

/** The pilot information section: every field of spec part 2. */
function pilotoDetails(p: Piloto): Detail[] {
  return [
    { label: "Nombre", value: p.nombre },
    { label: "Apellido", value: p.apellido },
    { label: "NIT", value: p.nit },
    { label: "Número de documento", value: orDash(p.numero_documento) },
    { label: "CUI", value: p.cui },
    { label: "Correo Electrónico", value: orDash(p.correo_electronico) },
    { label: "Teléfono", value: orDash(p.telefono) },
    { label: "Dirección", value: orDash(p.direccion) },
    { label: "Fecha de nacimiento", value: formatDate(p.fecha_nacimiento) },
    { label: "Vencimiento de la licencia", value: formatDate(p.adminision_licencia) },
    { label: "Tipo de licencia", value: orDash(p.tipo_licencia) },
    { label: "Documento INTECAP", value: orDash(p.documento_intecap) },
    { label: "Tiempo de laborar (años)", value: orDash(p.tiempo_laborar) },
    { label: "Tiene hijos", value: siNo(p.tiene_hijo) },
    { label: "Activo", value: siNo(p.activo) },
  ];
}

export default function PilotoPreviewPage() {
  const pilotoId = pilotoIdFromState(useLocation().state);
  const piloto = usePiloto(pilotoId);
  const contacts = useEmergencias(pilotoId);
  const p = piloto.data;

  let content: ReactNode;
  if (pilotoId === null) content = <MissingPiloto text={`${NO_PILOT} Elija un piloto en la lista de Pilotos.`} />;
  else if (piloto.isPending) content = <LoadingBlock />;
  else if (!p)
    content = (
      <>
        <Alert className="mb-4">{errorMessage(piloto.error)}</Alert>
        <MissingPiloto text={NO_PILOT} />
      </>
    );
  else
    content = (
      <div className="flex flex-col gap-6">
        <Card title="Contactos de emergencia">
          {contacts.isPending ? <LoadingBlock /> : contacts.isError ? <Alert>{errorMessage(contacts.error)}</Alert> : <EmergenciaList contacts={contacts.data} />}
        </Card>
        <Card title="Información del piloto">
          <DetailList items={pilotoDetails(p)} />
        </Card>
      </div>
    );

  return (
    <>
      <Breadcrumb items={[{ label: "Inicio", href: paths.home.getHref() }, { label: "Pilotos", href: paths.piloto.getHref() }, { label: "Detalle del Piloto" }]} />
      <PageHeader title={p ? `Detalle del Piloto: ${fullName(p)}` : "Detalle del Piloto"} />
      {content}
    </>
  );
}
