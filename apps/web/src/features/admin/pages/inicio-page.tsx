import { ROL_LABEL } from "@portal/domain/staff";
import { Link } from "react-router";
import { useYo } from "../api/get-yo";
import { navFor } from "../components/console-nav";

/** Where staff land after signing in: who they are and what their role lets them open. */
export default function InicioPage() {
  const yo = useYo();
  if (!yo.data) return null;
  const items = navFor(yo.data.rol);
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">Le damos la bienvenida, {yo.data.nombre}</h1>
      <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
        Su rol es <strong>{ROL_LABEL[yo.data.rol]}</strong>. Elija qué desea hacer:
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 font-medium text-gray-900 hover:border-brand-300 hover:bg-brand-50 dark:border-gray-800 dark:bg-gray-900 dark:text-white dark:hover:bg-gray-800"
            >
              <item.icon className="size-6 text-brand-700 dark:text-brand-200" />
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
