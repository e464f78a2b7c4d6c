import type { AuditoriaItem } from "@portal/domain/auditoria";
import { campoLabel, formatValor, visibleCampos } from "@/lib/auditoria-labels";

/** The fields a change touched, each with its value before and after (a secret only says it changed). */
export function Cambios({ item }: { item: AuditoriaItem }) {
  const campos = visibleCampos(item);
  const nit = item.detalle?.nit;
  if (campos.length === 0) return nit ? <span>NIT ingresado: {nit}</span> : <span>—</span>;
  return (
    <dl className="flex flex-col gap-1.5">
      {campos.map((c) => (
        <div key={c.campo}>
          <dt className="font-medium text-gray-900 dark:text-white">{campoLabel(c.campo)}</dt>
          <dd className="break-all text-gray-700 dark:text-gray-300">
            {c.protegido ? (
              "Cambió (valor protegido)"
            ) : (
              <>
                <span className="sr-only">Antes: </span>
                <span className="line-through decoration-gray-400">
                  {formatValor(c.antes)}
                </span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only">, después: </span>
                <span className="font-medium">{formatValor(c.despues)}</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
