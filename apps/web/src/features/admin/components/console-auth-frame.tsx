import type { ReactNode } from "react";
import { provider } from "@/lib/provider";

/** The frame of the console's screens before a session: sign-in and setting the password. */
export function ConsoleAuthFrame({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen justify-center bg-gray-50 px-4 py-10 sm:px-8 dark:bg-gray-950">
      <main className="my-auto w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900">
        <div className="mb-6 flex items-center gap-3">
          <img src="/favicon.svg" alt="" className="size-10" />
          <p className="leading-tight">
            <span className="block font-bold text-gray-900 dark:text-white">Consola de revisión</span>
            <span className="block text-sm text-gray-600 dark:text-gray-300">{provider.name}</span>
          </p>
        </div>
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
