import { provider } from "@/lib/provider";

export function Footer() {
  return (
    <footer className="border-t border-gray-200 px-6 py-4 text-center text-sm text-gray-600 dark:border-gray-800 dark:text-gray-300">
      © {new Date().getFullYear()} {provider.shortName}. Portal de actualización de datos de transportistas.
    </footer>
  );
}
