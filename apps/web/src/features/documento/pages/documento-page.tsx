import { Link, useLocation } from "react-router";
import { TIPO_DOCUMENTO_CATALOGUE } from "@portal/domain/documento";
import { paths } from "@/app/paths";
import { FAMILIA_OF, isDocumentoTipo, type DocumentoNavState, type DocumentoTipo } from "@/components/documents/documento-state";
import { RequiredDocuments } from "@/components/documents/required-documents";
import { Alert } from "@/components/ui/alert";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { useCatalogue } from "@/lib/get-catalogue";

/** Per entity type: the title word, where its list lives and the upload failure toast (spec part 8). */
const ENTIDAD: Record<DocumentoTipo, { title: string; list: string; listLabel: string; uploadFailed: string }> = {
  mandatario: {
    title: "Mandatario",
    list: paths.mandatario.getHref(),
    listLabel: "Mandatarios",
    uploadFailed: "No se pudo agregar el documento del mandatario",
  },
  abogado: {
    title: "Abogado",
    list: paths.abogado.getHref(),
    listLabel: "Abogados",
    uploadFailed: "No se pudo agregar el documento del abogado auxiliar",
  },
  piloto: {
    title: "Piloto",
    list: paths.piloto.getHref(),
    listLabel: "Pilotos",
    uploadFailed: "No se pudo agregar el documento del piloto",
  },
};

/** The state as received, checked: a reload or a pasted URL brings none. */
function readState(state: unknown): { tipo: DocumentoTipo | null; entidadId: number | null } {
  const s = (state ?? {}) as Partial<Record<keyof DocumentoNavState, unknown>>;
  const tipo = isDocumentoTipo(s.tipo) ? s.tipo : null;
  const id = Number(s.entidadId);
  return { tipo, entidadId: Number.isInteger(id) && id > 0 ? id : null };
}

const linkClass = "font-medium text-brand-700 underline dark:text-brand-200";

/** Opened without navigation state: say what is missing and link back. */
function MissingState({ tipo }: { tipo: DocumentoTipo | null }) {
  return (
    <>
      <PageHeader title={tipo ? `Subir Documentos para ${ENTIDAD[tipo].title}` : "Subir Documentos"} />
      <Alert tone="info">
        <p>
          No se indicó {tipo ? `qué ${ENTIDAD[tipo].title.toLowerCase()}` : "de quién son los documentos"}. Abra esta página con el botón
          «Subir Documentos» de la lista correspondiente.
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {tipo ? (
            <li>
              <Link to={ENTIDAD[tipo].list} className={linkClass}>
                Volver a {ENTIDAD[tipo].listLabel}
              </Link>
            </li>
          ) : (
            <>
              {(Object.keys(ENTIDAD) as DocumentoTipo[]).map((t) => (
                <li key={t}>
                  <Link to={ENTIDAD[t].list} className={linkClass}>
                    Ir a {ENTIDAD[t].listLabel}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={paths.home.getHref()} className={linkClass}>
                  Volver al inicio
                </Link>
              </li>
            </>
          )}
        </ul>
      </Alert>
    </>
  );
}

function Documents({ tipo, entidadId }: DocumentoNavState) {
  const familia = FAMILIA_OF[tipo];
  const catalogue = useCatalogue(TIPO_DOCUMENTO_CATALOGUE[familia]);
  const entidad = ENTIDAD[tipo];
  return (
    <>
      <Breadcrumb items={[{ label: entidad.listLabel, href: entidad.list }, { label: "Subir Documentos" }]} />
      <PageHeader title={`Subir Documentos para ${entidad.title}`} description="Suba un archivo PDF por cada documento requerido." />
      {/* The card's h2 sits between the page's h1 and each document's h3 (axe heading-order). */}
      <Card title="Documentos requeridos">
        <RequiredDocuments familia={familia} entidadId={entidadId} catalogue={catalogue} uploadFailureText={entidad.uploadFailed} />
      </Card>
    </>
  );
}

/** /documento: the required documents of a mandatario, abogado or piloto (navigation state {tipo, entidadId}). */
export default function DocumentoPage() {
  const location = useLocation();
  const { tipo, entidadId } = readState(location.state);
  if (!tipo || !entidadId) return <MissingState tipo={tipo} />;
  return <Documents key={`${tipo}-${entidadId}`} tipo={tipo} entidadId={entidadId} />;
}
