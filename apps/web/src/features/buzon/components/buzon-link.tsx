import { Link } from "react-router";
import { paths } from "@/app/paths";
import { InboxIcon } from "@/components/ui/icons";
import { useBuzonResumen } from "../api/buzon";

/** The top bar's way to the box, with how many notices nobody has opened yet. */
export function BuzonLink() {
  const resumen = useBuzonResumen();
  const sinLeer = resumen.data?.buzon.sin_leer ?? 0;
  const label = sinLeer === 0 ? "Buzón: sin notificaciones nuevas" : `Buzón: ${sinLeer} ${sinLeer === 1 ? "notificación sin leer" : "notificaciones sin leer"}`;
  return (
    <Link
      to={paths.buzon.getHref()}
      aria-label={label}
      title={label}
      className="relative flex size-10 items-center justify-center rounded-lg border border-gray-200 text-gray-700 hover:bg-gray-100 dark:border-gray-700 dark:text-gray-200 dark:hover:bg-gray-800"
    >
      <InboxIcon className="size-5" />
      {sinLeer > 0 && (
        <span aria-hidden="true" data-testid="buzon-sin-leer" className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white">
          {sinLeer}
        </span>
      )}
    </Link>
  );
}
