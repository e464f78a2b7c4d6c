import { Link } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import { WrenchIcon } from "@/components/ui/icons";
import { paths } from "../paths";

/** Placeholder of a module whose screens are not built yet. */
export function UnderConstructionPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-16 text-center dark:border-gray-700 dark:bg-gray-900">
        <WrenchIcon className="size-12 text-brand-600 dark:text-brand-200" />
        <h2 className="text-lg font-semibold text-gray-900 dark:text-white">Módulo en construcción</h2>
        <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">Este módulo estará disponible próximamente.</p>
        <Link to={paths.home.getHref()} className="text-sm font-medium text-brand-700 underline dark:text-brand-200">
          Volver al inicio
        </Link>
      </div>
    </>
  );
}
