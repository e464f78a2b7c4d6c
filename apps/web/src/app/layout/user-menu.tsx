import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { ChevronDownIcon, KeyIcon, LogoutIcon, UserIcon } from "@/components/ui/icons";
import { useLogout } from "@/features/auth/api/logout";
import { useStored } from "@/lib/use-session";

// The password form (with zod and the form library) loads when it is opened, not with every signed-in screen.
const ChangePasswordModal = lazy(() => import("@/features/auth/components/change-password-modal").then((m) => ({ default: m.ChangePasswordModal })));

/** The user menu: the NIT, "Restablecer contraseña" and "Salir". */
export function UserMenu() {
  const nit = useStored("nit");
  const juridico = useStored("es_juridico") === "true";
  const [open, setOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const item =
    "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800";

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Menú de usuario, NIT ${nit ?? ""}`}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800"
      >
        <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-800/50 dark:text-brand-100">
          <UserIcon className="size-5" />
        </span>
        <span className="hidden text-sm font-medium sm:inline">{nit}</span>
        <ChevronDownIcon className="size-4" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 rounded-2xl border border-gray-200 bg-white p-3 shadow-lg dark:border-gray-700 dark:bg-gray-900"
      >
        <div className="border-b border-gray-200 px-3 pb-3 dark:border-gray-700">
          <p className="text-xs text-gray-600 dark:text-gray-400">{juridico ? "Persona Jurídica" : "Persona Individual"}</p>
          <p className="text-sm font-semibold text-gray-900 dark:text-white">NIT: {nit}</p>
        </div>
        <ul className="mt-2 flex flex-col gap-1">
          <li>
            <button
              type="button"
              className={item}
              onClick={() => {
                setOpen(false);
                setPasswordOpen(true);
              }}
            >
              <KeyIcon className="size-5" />
              Restablecer contraseña
            </button>
          </li>
          <li>
            <button type="button" className={item} onClick={() => void logout()}>
              <LogoutIcon className="size-5" />
              Salir
            </button>
          </li>
        </ul>
      </div>
      {passwordOpen && (
        <Suspense fallback={null}>
          <ChangePasswordModal open onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
