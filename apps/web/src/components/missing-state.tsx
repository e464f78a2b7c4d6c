import { Link } from "react-router";
import { AlertIcon } from "./ui/icons";

interface MissingStateProps {
  /** What the screen needed and did not receive, e.g. "No se seleccionó una licencia." */
  text: string;
  backHref: string;
  backLabel: string;
  backState?: unknown;
}

/** A screen opened without the record it receives in navigation state (a reload, a pasted URL). */
export function MissingState({ text, backHref, backLabel, backState }: MissingStateProps) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center dark:border-gray-700 dark:bg-gray-900">
      <AlertIcon className="size-10 text-amber-600 dark:text-amber-400" />
      <p className="max-w-md text-gray-800 dark:text-gray-200">{text}</p>
      <Link to={backHref} state={backState} className="text-sm font-medium text-brand-700 underline dark:text-brand-200">
        {backLabel}
      </Link>
    </div>
  );
}
