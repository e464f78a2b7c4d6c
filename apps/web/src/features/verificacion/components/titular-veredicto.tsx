import { AlertIcon, CheckIcon, CloseIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import type { Tono } from "../lib/veredicto";

/** Only a pass is green (decision 200); blue is the signature's word alone, offline; amber is expired. */
const LOOK: Record<Tono, { className: string; Icon: typeof CheckIcon }> = {
  aprobado: { className: "border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100", Icon: CheckIcon },
  provisional: { className: "border-sky-600 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100", Icon: CheckIcon },
  vencido: { className: "border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100", Icon: AlertIcon },
  rechazado: { className: "border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100", Icon: CloseIcon },
  neutro: { className: "border-gray-500 bg-gray-100 text-gray-900 dark:bg-gray-900 dark:text-gray-100", Icon: AlertIcon },
};

/** The one answer of a scan, as large as possible: its word or phrase, its colour and what it means. */
export function TitularVeredicto({ tono, titulo, texto }: { tono: Tono; titulo: string; texto: string }) {
  const { className, Icon } = LOOK[tono];
  return (
    <div role="status" data-tono={tono} className={cn("flex items-center gap-4 rounded-2xl border-2 px-5 py-5", className)}>
      <Icon className="size-12 shrink-0" />
      <div className="min-w-0">
        <p className="text-sm font-medium tracking-wide uppercase">Resultado de la verificación</p>
        <h2 id="veredicto-titulo" className="text-2xl font-bold tracking-wide break-words sm:text-3xl" data-testid="veredicto">
          {titulo}
        </h2>
        {texto && (
          <p className="mt-1 text-sm" data-testid="veredicto-texto">
            {texto}
          </p>
        )}
      </div>
    </div>
  );
}
