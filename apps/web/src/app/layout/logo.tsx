import { Link } from "react-router";
import { provider } from "@/lib/provider";
import { paths } from "../paths";

/** The portal's mark; it links to /home (spec part 2). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to={paths.home.getHref()} className="flex items-center gap-3 rounded-lg" aria-label={`Inicio — Portal de Transportistas ${provider.shortName}`}>
      <img src="/favicon.svg" alt="" className="size-9 shrink-0" />
      {!compact && (
        <span className="flex flex-col leading-tight">
          <span className="text-sm font-bold whitespace-nowrap text-gray-900 dark:text-white">Portal de Transportistas</span>
          <span className="text-xs text-gray-600 dark:text-gray-300">{provider.shortName}</span>
        </span>
      )}
    </Link>
  );
}
