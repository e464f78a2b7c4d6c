import { Link } from "react-router";
import { paths } from "@/app/paths";
import { provider } from "@/lib/provider";

export function Footer() {
  return (
    <footer className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-gray-200 px-6 py-4 text-center text-sm text-gray-600 dark:border-gray-800 dark:text-gray-300">
      <span>
        © {new Date().getFullYear()} {provider.shortName}. Portal de actualización de datos de transportistas.
      </span>
      <Link to={paths.manual.getHref()} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
        Manual de usuario
      </Link>
    </footer>
  );
}
