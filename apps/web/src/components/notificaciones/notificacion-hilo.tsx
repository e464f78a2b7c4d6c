import { BUZON_MSG, CIERRE_LABEL, describirRecepcion, type NotificacionDetail, TIPO_NOTIFICACION_LABEL } from "@portal/domain/buzon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate, formatFechaHora } from "@/lib/format";

/** How the receipt of a notice reads: "Leída el … por …", "Notificada por vencimiento del plazo el …" or "Sin leer". */
export const recepcionTexto = (n: Parameters<typeof describirRecepcion>[0]) => describirRecepcion(n, formatFechaHora);

/** The plain state of a notice for a badge. */
export function estadoTexto(n: Pick<NotificacionDetail, "tipo" | "cierre" | "respondida" | "vencido">): string {
  if (n.cierre) return CIERRE_LABEL[n.cierre];
  if (n.tipo !== "requerimiento") return TIPO_NOTIFICACION_LABEL[n.tipo];
  if (n.respondida) return "Respondido";
  return n.vencido ? "Plazo vencido" : "Esperando respuesta";
}

/** A notice with its receipt, deadline, attachments and answers, as carrier and staff read it. */
export function NotificacionHilo({ n, onAdjunto, headingLevel = 2 }: { n: NotificacionDetail; onAdjunto: (adjuntoId: number, nombre: string) => void; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex flex-col gap-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={n.tipo === "requerimiento" ? "warning" : "neutral"}>{TIPO_NOTIFICACION_LABEL[n.tipo]}</Badge>
        <Badge tone={n.vencido ? "danger" : n.cierre ? "success" : "neutral"}>{estadoTexto(n)}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="font-medium text-gray-600 dark:text-gray-300">Enviada</dt>
          <dd>
            {formatFechaHora(n.enviada_en)} por {n.remitente}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-gray-600 dark:text-gray-300">Recepción</dt>
          <dd>{recepcionTexto(n)}</dd>
        </div>
        {n.plazo_dias !== null && (
          <div>
            <dt className="font-medium text-gray-600 dark:text-gray-300">Plazo</dt>
            <dd>
              {n.plazo_dias} días hábiles
              {n.vence_el ? `: vence el ${formatDate(n.vence_el)}` : ", que corre desde que se notifica"}
            </dd>
          </div>
        )}
        {n.cierre && n.cerrada_en && (
          <div>
            <dt className="font-medium text-gray-600 dark:text-gray-300">Cierre</dt>
            <dd>
              {CIERRE_LABEL[n.cierre]} el {formatFechaHora(n.cerrada_en)}
            </dd>
          </div>
        )}
      </dl>
      <p className="whitespace-pre-line [overflow-wrap:anywhere]">{n.cuerpo}</p>
      {n.adjuntos.length > 0 && (
        <ul className="flex flex-col gap-1">
          {n.adjuntos.map((a) => (
            <li key={a.id}>
              <Button type="button" variant="secondary" size="sm" onClick={() => onAdjunto(a.id, a.nombre)}>
                Descargar {a.nombre}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {n.respuestas.length > 0 && (
        <section className="flex flex-col gap-3">
          <H className="text-base font-semibold text-gray-900 dark:text-white">Respuestas</H>
          <ul className="flex flex-col gap-3">
            {n.respuestas.map((r) => (
              <li key={r.id} className="rounded-xl border border-gray-200 p-3 dark:border-gray-700">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {formatFechaHora(r.enviada_en)}, por {r.autor}
                  {r.fuera_de_plazo && <Badge tone="danger">{BUZON_MSG.fueraDePlazo}</Badge>}
                </p>
                <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{r.texto}</p>
                {r.adjuntos.map((a) => (
                  <Button key={a.id} type="button" variant="secondary" size="sm" className="mt-2" onClick={() => onAdjunto(a.id, a.nombre)}>
                    Descargar {a.nombre}
                  </Button>
                ))}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
