/** "n de m": how many of the required types have a stored document, as text and as a bar. */
export function DocumentsProgress({ done, total }: { done: number; total: number }) {
  const complete = done === total;
  return (
    <div className="mb-4 flex flex-col gap-2">
      <p className="text-sm text-gray-800 dark:text-gray-200">
        <span className="font-semibold">
          {done} de {total}
        </span>{" "}
        documentos requeridos subidos.{" "}
        {complete ? "Todos los documentos están completos." : `Falta${total - done === 1 ? "" : "n"} ${total - done}: todos son obligatorios.`}
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
