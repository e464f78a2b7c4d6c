/**
 * "n de m": how many of the required types have a stored document the authority has not rejected, as
 * text and as a bar; a rejected one is counted apart, as one to upload again.
 */
export function DocumentsProgress({ done, rejected = 0, total }: { done: number; rejected?: number; total: number }) {
  const complete = done === total;
  const missing = total - done;
  return (
    <div className="mb-4 flex flex-col gap-2">
      <p className="text-sm text-gray-800 dark:text-gray-200">
        <span className="font-semibold">
          {done} de {total}
        </span>{" "}
        documentos requeridos subidos.{" "}
        {complete ? "Todos los documentos están completos." : `Falta${missing === 1 ? "" : "n"} ${missing}: todos son obligatorios.`}
        {rejected > 0 && (rejected === 1 ? " 1 fue rechazado: súbalo de nuevo corregido." : ` ${rejected} fueron rechazados: súbalos de nuevo corregidos.`)}
      </p>
      <progress
        value={done}
        max={total}
        aria-label={`Documentos subidos: ${done} de ${total}`}
        className="h-2 w-full accent-brand-600"
      />
    </div>
  );
}
