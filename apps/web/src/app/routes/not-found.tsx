import { Link } from "react-router";
import { AlertIcon } from "@/components/ui/icons";
import { paths } from "../paths";

/** Any unknown path (and any failure to load a screen): an error occurred, contact the administrator. */
export default function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-white px-6 dark:bg-gray-950">
      <div className="max-w-md text-center">
        <AlertIcon className="mx-auto size-14 text-red-700 dark:text-red-400" />
        <h1 className="mt-4 text-2xl font-semibold text-gray-900 dark:text-white">Ocurrió un error</h1>
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          La página que busca no existe o no está disponible. Si el problema continúa, comuníquese con el administrador del sistema.
        </p>
        <Link
          to={paths.signin.getHref()}
          className="mt-6 inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 text-sm font-medium text-white hover:bg-brand-700"
        >
          Volver a iniciar sesión
        </Link>
      </div>
    </main>
  );
}
