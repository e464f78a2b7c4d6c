import { MSG } from "@portal/domain/messages";
import { pilotoBuscarCuiInput, pilotoBuscarNitInput, type PilotoLookupItem } from "@portal/domain/piloto";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { useSearchPilotos, type LookupField } from "../api/search-pilotos";
import { fullName } from "./piloto-schema";

export interface LookupQuery {
  field: LookupField;
  term: string;
}

/** The lookup for what was typed in the NIT or CUI input, or null below 3 valid characters (spec part 5). */
export function lookupQuery(field: LookupField, typed: string): LookupQuery | null {
  const parsed = field === "nit" ? pilotoBuscarNitInput.safeParse({ nit: typed }) : pilotoBuscarCuiInput.safeParse({ cui: typed });
  if (!parsed.success) return null;
  const data = parsed.data as { nit?: string; cui?: string };
  return { field, term: (field === "nit" ? data.nit : data.cui) ?? "" };
}

/**
 * The lookup's answer under the NIT and CUI inputs: the pilots found (own pilots first, then other
 * carriers' pilots by identity only, decision 030), or "No se encontró CUI registrado previamente.".
 */
export function PilotoLookupResults({ query, onPick }: { query: LookupQuery; onPick: (item: PilotoLookupItem) => void }) {
  const search = useSearchPilotos(query);
  const label = query.field === "nit" ? "NIT" : "CUI";

  const found = search.data ?? [];
  const busy = search.isPending || (search.isPlaceholderData && search.isFetching);
  let message: string;
  if (busy) message = "Buscando pilotos...";
  else if (search.isError) message = errorMessage(search.error);
  else if (found.length === 0) message = MSG.cuiNotFound;
  else message = `Pilotos encontrados por ${label}: elija uno para llenar el formulario.`;

  return (
    <div className="rounded-lg border border-dashed border-gray-300 p-3 sm:col-span-2 dark:border-gray-600">
      <p role="status" className={search.isError && !busy ? "text-sm text-red-700 dark:text-red-400" : "flex items-center gap-2 text-sm text-gray-800 dark:text-gray-100"}>
        {busy && <Spinner />}
        {message}
      </p>
      {!busy && !search.isError && found.length > 0 && (
        <ul className="mt-2 flex flex-col gap-2" aria-label="Pilotos encontrados">
          {found.map((item) => (
            <li key={`${item.own ? "own" : "other"}-${item.cui}`}>
              <button
                type="button"
                onClick={() => onPick(item)}
                className="flex w-full flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-left text-sm hover:border-brand-500 hover:bg-brand-50 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/30 dark:border-gray-600 dark:bg-gray-900 dark:hover:bg-gray-800"
              >
                <span>
                  <span className="font-medium text-gray-900 dark:text-white">{fullName(item)}</span>
                  <span className="block text-gray-700 dark:text-gray-300">
                    CUI {item.cui} · NIT {item.nit}
                  </span>
                </span>
                {item.own && (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-800/50 dark:text-brand-100">
                    Ya está en su lista
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
