import { Link } from "react-router";
import { paths } from "@/app/paths";
import { PublicLayout } from "@/components/layouts/public-layout";

/** A public route of the old portal whose content was never shown: nothing to see here. */
export default function UserdataPage() {
  return (
    <PublicLayout title="Datos de usuario" subtitle="No hay información para mostrar.">
      <Link to={paths.signin.getHref()} className="font-medium text-brand-700 hover:underline dark:text-brand-200">
        Ir a iniciar sesión
      </Link>
    </PublicLayout>
  );
}
