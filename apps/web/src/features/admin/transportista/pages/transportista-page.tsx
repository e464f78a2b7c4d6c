import type { DocumentoFicha, Expediente, Ficha } from "@portal/domain/admin-transportista";
import { Link, useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { LoadingBlock } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { formatDate, plural } from "@/lib/format";
import { adminPaths } from "../../admin-paths";
import { useExpediente } from "../api/get-expediente";
import { DocumentosSection } from "../components/documentos-section";
import { FichaItem, FichaList } from "../components/ficha-datos";
import { HistorialSection } from "../components/historial-section";
import { MiembrosSection } from "../components/miembros-section";
import { QrCodesSection } from "../components/qr-codes-section";
import { VehiculosSection } from "../components/vehiculos-section";

const fullName = (f: Ficha) => `${String(f.datos.nombre ?? "")} ${String(f.datos.apellido ?? "")}`.trim();

/** Whose a document is: the person, the company, or the mandatario, lawyer or pilot it belongs to. */
function documentOwner(file: Expediente) {
  const byFamily: Record<DocumentoFicha["familia"], Ficha[]> = {
    natural: file.personas.flatMap((p) => (p.natural ? [p.natural] : [])),
    juridico: file.personas.flatMap((p) => (p.juridico ? [p.juridico] : [])),
    mandato: file.mandatarios,
    abogado_auxiliar: file.abogados,
    piloto: file.pilotos,
  };
  return (d: DocumentoFicha) => {
    const owner = byFamily[d.familia].find((f) => f.id === d.entidad_id);
    if (!owner) return `registro ${d.entidad_id}`;
    return d.familia === "juridico" ? String(owner.datos.empresa) : fullName(owner);
  };
}

function PersonaCard({ persona }: { persona: Expediente["personas"][number] }) {
  return (
    <Card title="Persona">
      <div className="flex flex-col gap-4">
        {persona.natural && <FichaItem title={`Persona individual: ${fullName(persona.natural)}`} ficha={persona.natural} />}
        {persona.juridico && <FichaItem title={`Persona jurídica: ${String(persona.juridico.datos.empresa)}`} ficha={persona.juridico} />}
        {!persona.natural && !persona.juridico && <FichaItem title="Datos de la persona" ficha={persona} />}
        <h3 className="font-semibold text-gray-900 dark:text-white">Direcciones</h3>
        <FichaList items={persona.direcciones} empty="Sin direcciones." title={(f) => String(f.datos.direccion)} />
        <h3 className="font-semibold text-gray-900 dark:text-white">Correos electrónicos</h3>
        <FichaList items={persona.emails} empty="Sin correos adicionales." title={(f) => String(f.datos.email)} />
        <h3 className="font-semibold text-gray-900 dark:text-white">Teléfonos</h3>
        <FichaList items={persona.telefonos} empty="Sin teléfonos." title={(f) => String(f.datos.numero)} />
        {persona.juridico && (
          <>
            <h3 className="font-semibold text-gray-900 dark:text-white">Representantes</h3>
            <FichaList items={persona.representantes} empty="Sin representantes." title={fullName} />
          </>
        )}
      </div>
    </Card>
  );
}

/** A carrier's whole file, read only: its records with their review state, documents, vehicles, QR codes and history. */
export default function TransportistaPage() {
  const usuarioId = Number(useParams().usuarioId);
  const file = useExpediente(usuarioId);
  if (file.isPending) return <LoadingBlock />;
  if (file.isError) return <Alert>{errorMessage(file.error)}</Alert>;
  const e = file.data;
  const tarjetas = new Map(e.licencias.flatMap((l) => l.tarjetas.map((t) => [t.id, String(t.datos.numero)] as const)));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={e.nombre ?? `NIT ${e.usuario.nit}`}
        description={`NIT ${e.usuario.nit} · ${e.usuario.email} · cuenta desde el ${formatDate(e.usuario.created_at)}`}
        actions={
          <Link to={adminPaths.buscar.getHref()} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">
            Volver a Buscar
          </Link>
        }
      />
      {e.personas.length === 0 && <Alert tone="info">El transportista aún no completó su perfil.</Alert>}
      {e.personas.map((p) => (
        <PersonaCard key={p.id} persona={p} />
      ))}
      <Card title="Mandatarios">
        <FichaList items={e.mandatarios} empty="Sin mandatarios." title={fullName} />
      </Card>
      <Card title="Abogados auxiliares">
        <FichaList items={e.abogados} empty="Sin abogados auxiliares." title={fullName} />
      </Card>
      <Card title="Pilotos">
        <FichaList
          items={e.pilotos}
          empty="Sin pilotos."
          title={fullName}
          extra={(p) => p.emergencias.length > 0 && (
            <div className="flex flex-col gap-2">
              {p.emergencias.map((c) => (
                <FichaItem key={c.id} level={4} title={`Contacto de emergencia: ${String(c.datos.nombre)}`} ficha={c} />
              ))}
            </div>
          )}
        />
      </Card>
      <Card title="Licencias y tarjetas de operación">
        <FichaList
          items={e.licencias}
          empty="Sin licencias."
          title={(l) => `Licencia ${String(l.datos.numero)}`}
          extra={(l) => (
            <div className="flex flex-col gap-2">
              {l.tarjetas.map((t) => (
                <FichaItem key={t.id} level={4} title={`Tarjeta ${String(t.datos.numero)} · ${plural(t.vehiculos, "vehículo", "vehículos")}`} ficha={t} />
              ))}
            </div>
          )}
        />
      </Card>
      <DocumentosSection documentos={e.documentos} ownerName={documentOwner(e)} />
      <VehiculosSection usuarioId={usuarioId} total={e.totales.vehiculos} tarjetaNumero={(id) => tarjetas.get(Number(id)) ?? "—"} />
      <QrCodesSection usuarioId={usuarioId} />
      <MiembrosSection usuarioId={usuarioId} />
      <HistorialSection usuarioId={usuarioId} />
    </div>
  );
}
