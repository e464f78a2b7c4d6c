import { accionLabel, autorLabel, entidadLabel } from "@portal/domain/auditoria-labels";
import type { AuditoriaItem } from "@portal/domain/auditoria";
import { TIPO_REVISION_LABEL, TIPOS_REVISION, type TipoRevision } from "@portal/domain/revision";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { Cambios } from "@/components/auditoria/cambios";
import { PdfPreview } from "@/components/documents/document-preview";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { LoadingBlock } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { formatFechaHora } from "@/lib/format";
import { adminPaths } from "../../admin-paths";
import { staffPdfSource } from "../../transportista/api/get-staff-pdf";
import { FichaDatos } from "../../transportista/components/ficha-datos";
import { EnviarNotificacion } from "../../notificaciones/components/enviar-notificacion";
import { HiloRegistro } from "../../notificaciones/components/hilo-registro";
import { useRevisionDetail } from "../api/get-revision";
import { DecisionForm } from "../components/decision-form";
import { EstadoRevisionBadge } from "../components/estado-revision-badge";
import { NextInQueue } from "../components/next-in-queue";
import { queueFilters } from "../queue-filters";

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200";

/** A PDF, previewed when opened. */
function Documento({ nombre, pdfUrl, created }: { nombre: string; pdfUrl: string; created?: string }) {
  return (
    <details className="rounded-xl border border-gray-200 p-4 dark:border-gray-700">
      <summary className={`cursor-pointer ${linkClass}`}>
        Vista previa de {nombre}
        {created && ` (subido el ${formatFechaHora(created)})`}
      </summary>
      <div className="mt-2">
        <PdfPreview source={staffPdfSource(pdfUrl)} label={nombre} />
      </div>
    </details>
  );
}

/** "Modificación de Póliza de seguro": a vehicle's history holds its policy's changes too. */
const accionDe = (h: AuditoriaItem) => `${accionLabel(h)} de ${entidadLabel(h.entidad)}`;

/** One record under review: its data and what is reviewed with it, documents, decisions, history, and the decision. */
export default function RevisionDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const tipo = TIPOS_REVISION.find((t) => t === params.tipo) as TipoRevision | undefined;
  const id = Number(params.id);
  const query = useRevisionDetail(tipo ?? "persona", id);
  const [decided, setDecided] = useState<{ key: string; estado: "aprobado" | "rechazado" }>();
  if (!tipo || !Number.isInteger(id) || id <= 0) return <Alert>Registro no encontrado.</Alert>;
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <Alert>{errorMessage(query.error)}</Alert>;
  const r = query.data;
  const filters = queueFilters(search);
  const key = `${tipo}-${id}`;
  const conAnexo = r.anexos.length > 0;

  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to={`${adminPaths.revision.getHref()}${filters.search}`} className={`text-sm ${linkClass}`}>
          Volver a la cola de revisión
        </Link>
      </p>
      <PageHeader
        title={r.descripcion}
        description={
          <>
            {TIPO_REVISION_LABEL[r.tipo]} de{" "}
            <Link to={adminPaths.transportista.getHref(r.transportista.usuario_id)} className={linkClass}>
              {r.transportista.nombre ?? "perfil sin completar"}
            </Link>{" "}
            (NIT {r.transportista.nit})
          </>
        }
      />
      {decided?.key === key && <NextInQueue estado={decided.estado} current={{ tipo, id }} filters={filters} />}
      <Card title="Estado">
        <div className="flex flex-col gap-2 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <EstadoRevisionBadge estado={r.estado} /> desde el {formatFechaHora(r.desde)}
            {r.revisado_por && ` — decidió ${r.revisado_por}`}
          </p>
          {r.motivo && <p className="[overflow-wrap:anywhere]">Motivo: {r.motivo}</p>}
        </div>
      </Card>
      <DecisionForm key={key} tipo={tipo} id={id} onDecided={(estado) => setDecided({ key, estado })} />
      <HiloRegistro key={`hilo-${key}`} tipo={tipo} id={id} />
      <EnviarNotificacion key={`enviar-${key}`} tipo={tipo} id={id} />
      <Card title={conAnexo ? "Datos del vehículo" : "Datos del registro"}>
        <FichaDatos ficha={{ id: r.id, datos: r.datos, revision: null }} />
      </Card>
      {r.anexos.map((a) => (
        <Card key={a.titulo} title={a.titulo}>
          <div className="flex flex-col gap-4">
            <FichaDatos ficha={{ id: r.id, datos: a.datos, revision: null }} />
            {a.pdf_url ? <Documento nombre={`la ${a.titulo.toLowerCase()} (PDF)`} pdfUrl={a.pdf_url} /> : <p className="text-sm text-gray-600 dark:text-gray-300">Sin PDF.</p>}
          </div>
        </Card>
      ))}
      {(!conAnexo || r.documentos.length > 0) && (
        <Card title="Documentos">
          {r.documentos.length === 0 ? (
            <p className="text-sm text-gray-600 dark:text-gray-300">Este registro no tiene documentos.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {r.documentos.map((d) => (
                <li key={d.pdf_url}>
                  <Documento nombre={d.nombre} pdfUrl={d.pdf_url} created={d.created_at} />
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
      <Card title="Decisiones anteriores">
        {r.decisiones.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">Aún no se ha decidido sobre este registro.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {r.decisiones.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-2 [overflow-wrap:anywhere]">
                <EstadoRevisionBadge estado={d.estado} /> {formatFechaHora(d.created_at)}
                {d.funcionario && `, ${d.funcionario}`}
                {d.motivo && `: ${d.motivo}`}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Historial de cambios">
        {r.historial.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">Sin cambios registrados.</p>
        ) : (
          <ul>
            {r.historial.map((h) => (
              <li key={h.id} className="flex flex-col gap-1 border-b border-gray-200 py-2 text-sm last:border-0 dark:border-gray-700">
                <span className="font-medium text-gray-900 dark:text-white">
                  {formatFechaHora(h.fecha)} · {accionDe(h)} · {autorLabel(h.autor, "consola")}
                </span>
                <Cambios item={h} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
