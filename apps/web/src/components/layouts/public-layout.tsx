import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { provider } from "@/lib/provider";

interface PublicLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider content (the profile forms). */
  wide?: boolean;
}

/** The frame of the screens outside the session: sign in, sign up, password recovery, profile. */
export function PublicLayout({ title, subtitle, children, wide = false }: PublicLayoutProps) {
  return (
    <div className="flex min-h-screen bg-white dark:bg-gray-950">
      <main className="flex flex-1 justify-center px-5 py-10 sm:px-8">
        <div className={cn("w-full", wide ? "max-w-4xl" : "max-w-md", "my-auto")}>
          <div className="mb-8 flex items-center gap-3">
            <img src="/favicon.svg" alt="" className="size-10" />
            <p className="leading-tight">
              <span className="block font-bold text-gray-900 dark:text-white">Portal de Transportistas</span>
              <span className="block text-sm text-gray-600 dark:text-gray-300">{provider.name}</span>
            </p>
          </div>
          <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl dark:text-white">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{subtitle}</p>}
          <div className="mt-8">{children}</div>
        </div>
      </main>
      {!wide && (
        <aside
          aria-label="Presentación del portal"
          className="relative hidden w-[44%] flex-col justify-center overflow-hidden bg-brand-800 px-14 text-white lg:flex"
        >
          <div className="absolute -top-24 -right-24 size-80 rounded-full bg-brand-700/60" aria-hidden="true" />
          <div className="absolute -bottom-32 -left-20 size-96 rounded-full bg-brand-700/40" aria-hidden="true" />
          <div className="relative max-w-md">
            <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{provider.name}</p>
            <p className="mt-3 text-3xl leading-snug font-semibold">Actualización de datos de transportistas</p>
            <p className="mt-4 text-base text-brand-100">
              Mantenga al día la información de su empresa o de su persona, sus licencias de transporte, tarjetas de
              operación, vehículos, pilotos y representantes.
            </p>
          </div>
        </aside>
      )}
    </div>
  );
}
