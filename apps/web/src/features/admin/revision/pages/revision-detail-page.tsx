import type { AuditoriaItem } from "@portal/domain/auditoria";
import { TIPO_REVISION_LABEL, TIPOS_REVISION, type TipoRevision } from "@portal/domain/revision";
import { Link, useParams } from "react-router";
import { PdfPreview } from "@/components/documents/document-preview";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { LoadingBlock } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { formatFechaHora } from "@/lib/format";
import { adminPaths } from "../../admin-paths";
import { staffPdfSource } from "../../transportista/api/get-staff-pdf";
import { labelOf } from "../../transportista/components/datos-labels";
import { FichaDatos } from "../../transportista/components/ficha-datos";
import { useRevisionDetail } from "../api/get-revision";
import { DecisionForm } from "../components/decision-form";
import { EstadoRevisionBadge } from "../components/estado-revision-badge";

const ACCION: Record<string, string> = { crear: "Creó", modificar: "Modificó", eliminar: "Eliminó" };
const AUTOR: Record<string, string> = { usuario: "el transportista", funcionario: "el personal de la autoridad" };
const value = (v: unknown) => (v === null || v === "" ? "—" : String(v));

function Cambio({ item }: { item: AuditoriaItem }) {
  return (
    <li className="flex flex-col gap-1 border-b border-gray-200 py-2 text-sm last:border-0 dark:border-gray-700">
      <span className="font-medium text-gray-900 dark:text-white">
        {formatFechaHora(item.fecha)}: {ACCION[item.accion] ?? item.accion} {item.autor ? AUTOR[item.autor] : "sin sesión"}
      </span>
      <span className="text-gray-700 [overflow-wrap:anywhere] dark:text-gray-300">
        {item.campos.map((c) => `${labelOf(c.campo)}: ${c.protegido ? "cambió" : item.accion === "crear" ? value(c.despues) : `${value(c.antes)} → ${value(c.despues)}`}`).join("; ") || "—"}
      </span>
    </li>
  );
}

/** One record under review: its data, documents (previewed when opened), decisions, history, and the decision. */
export default function RevisionDetailPage() {
  const params = useParams();
  const tipo = TIPOS_REVISION.find((t) => t === params.tipo) as TipoRevision | undefined;
  const id = Number(params.id);
  const query = useRevisionDetail(tipo ?? "persona", id);
  if (!tipo || !Number.isInteger(id) || id <= 0) return <Alert>Registro no encontrado.</Alert>;
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <Alert>{errorMessage(query.error)}</Alert>;
  const r = query.data;

  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to={adminPaths.revision.getHref()} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">
          Volver a la cola de revisión
        </Link>
      </p>
      <PageHeader
        title={r.descripcion}
        description={
          <>
            {TIPO_REVISION_LABEL[r.tipo]} de{" "}
            <Link to={adminPaths.transportista.getHref(r.transportista.usuario_id)} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">
              {r.transportista.nombre ?? "perfil sin completar"}
            </Link>{" "}
            (NIT {r.transportista.nit})
          </>
        }
      />
      <Card title="Estado">
        <div className="flex flex-col gap-2 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <EstadoRevisionBadge estado={r.estado} /> desde {formatFechaHora(r.desde)}
            {r.revisado_por && ` — decidió ${r.revisado_por}`}
          </p>
          {r.motivo && <p className="[overflow-wrap:anywhere]">Motivo: {r.motivo}</p>}
        </div>
      </Card>
      <DecisionForm tipo={tipo} id={id} />
      <Card title="Datos del registro">
        <FichaDatos ficha={{ id: r.id, datos: r.datos, revision: null }} />
      </Card>
      <Card title="Documentos">
        {r.documentos.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">Este registro no tiene documentos.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {r.documentos.map((d) => (
              <li key={d.pdf_url} className="rounded-xl border border-gray-200 p-4 dark:border-gray-700">
                <details>
                  <summary className="cursor-pointer font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">
                    Vista previa de {d.nombre} (subido el {formatFechaHora(d.created_at)})
                  </summary>
                  <div className="mt-2">
                    <PdfPreview source={staffPdfSource(d.pdf_url)} label={d.nombre} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </Card>
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
        {r.historial.length === 0 ? <p className="text-sm text-gray-600 dark:text-gray-300">Sin cambios registrados.</p> : <ul>{r.historial.map((h) => <Cambio key={h.id} item={h} />)}</ul>}
      </Card>
    </div>
  );
}
