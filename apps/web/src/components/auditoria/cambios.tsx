import type { AuditoriaItem } from "@portal/domain/auditoria";
import { cambioTexto, visibleCampos } from "@portal/domain/auditoria-labels";

/**
 * The fields a change touched, each with its value before and after (a secret only says it changed),
 * read with the one label table (decision 205): the carrier's history, the console's and the review's.
 */
export function Cambios({ item }: { item: Pick<AuditoriaItem, "accion" | "campos" | "detalle"> }) {
  const campos = visibleCampos(item);
  const nit = item.detalle?.nit;
  if (campos.length === 0) return nit ? <span>NIT ingresado: {nit}</span> : <span>—</span>;
  return (
    <dl className="flex flex-col gap-1.5">
      {campos.map((c) => {
        const x = cambioTexto(item.accion, c);
        return (
          <div key={c.campo}>
            <dt className="font-medium text-gray-900 dark:text-white">{x.label}</dt>
            <dd className="[overflow-wrap:anywhere] text-gray-700 dark:text-gray-300">
              {x.antes === null ? (
                x.despues
              ) : (
                <>
                  <span className="sr-only">Antes: </span>
                  <span className="line-through decoration-gray-400">{x.antes}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only">, después: </span>
                  <span className="font-medium">{x.despues}</span>
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
