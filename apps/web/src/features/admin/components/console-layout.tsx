import { ROL_LABEL } from "@portal/domain/staff";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { LogoutIcon, MenuIcon } from "@/components/ui/icons";
import { LoadingBlock } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { provider } from "@/lib/provider";
import { adminPaths } from "../admin-paths";
import { useYo } from "../api/get-yo";
import { useStaffSignOut } from "../api/sign-out";
import { setStaffSessionExpiredHandler } from "../api/staff-client";
import { staffAccessToken, subscribeStaffTokens } from "../api/staff-session";
import { navFor } from "./console-nav";

/**
 * The console's frame for signed-in staff: a header (name, role, Salir), the menu of what the role may
 * do — a column from 1024 px, a disclosure under the header below it — and the page. Without a console
 * session it sends to the sign-in at /admin.
 */
export function ConsoleLayout() {
  const token = useSyncExternalStore(subscribeStaffTokens, staffAccessToken, () => null);
  const navigate = useNavigate();
  const location = useLocation();
  const yo = useYo({ enabled: Boolean(token) });
  const signOut = useStaffSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();

  useEffect(() => {
    setStaffSessionExpiredHandler(() => navigate(adminPaths.signin.getHref(), { replace: true }));
  }, [navigate]);
  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (!token) return <Navigate to={adminPaths.signin.getHref()} replace />;

  const items = navFor(yo.data?.rol);
  const onSignOut = () => signOut.mutate(undefined, { onSettled: () => navigate(adminPaths.signin.getHref(), { replace: true }) });

  return (
    <div className="min-h-screen bg-gray-50 dark:bg-gray-950">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-brand-700 focus:shadow"
      >
        Saltar al contenido
      </a>
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
        <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
          <button
            type="button"
            className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-gray-200 text-gray-700 hover:bg-gray-100 lg:hidden dark:border-gray-700 dark:text-gray-200 dark:hover:bg-gray-800"
            aria-controls={navId}
            aria-expanded={menuOpen}
            aria-label="Abrir o cerrar el menú de la consola"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon className="size-5" />
          </button>
          <p className="min-w-0 leading-tight">
            <span className="block truncate font-semibold text-gray-900 dark:text-white">Consola de revisión</span>
            <span className="block truncate text-xs text-gray-600 dark:text-gray-300">{provider.name}</span>
          </p>
          <div className="ml-auto flex items-center gap-3">
            {yo.data && (
              <p className="hidden text-right text-sm leading-tight sm:block">
                <span className="block font-medium text-gray-900 dark:text-white">{yo.data.nombre}</span>
                <span className="block text-xs text-gray-600 dark:text-gray-300">{ROL_LABEL[yo.data.rol]}</span>
              </p>
            )}
            <button
              type="button"
              onClick={onSignOut}
              disabled={signOut.isPending}
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700"
            >
              <LogoutIcon className="size-4" />
              Salir
            </button>
          </div>
        </div>
      </header>
      <div className="lg:flex">
        <nav
          id={navId}
          aria-label="Consola"
          className={cn(
            "border-b border-gray-200 bg-white px-4 py-3 lg:block lg:min-h-[calc(100vh-4rem)] lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0 lg:py-6 dark:border-gray-800 dark:bg-gray-900",
            menuOpen ? "block" : "hidden",
          )}
        >
          {yo.data && (
            <p className="mb-3 text-sm text-gray-700 sm:hidden dark:text-gray-200">
              {yo.data.nombre} · {ROL_LABEL[yo.data.rol]}
            </p>
          )}
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium",
                      isActive
                        ? "bg-brand-50 text-brand-700 dark:bg-brand-800/40 dark:text-brand-100"
                        : "text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800",
                    )
                  }
                >
                  <item.icon className="size-5 shrink-0" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="contenido" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6">
          {yo.isPending ? <LoadingBlock /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}
