import { CollapseIcon, MenuIcon } from "@/components/ui/icons";
import { BuzonLink } from "@/features/buzon/components/buzon-link";
import { SearchField } from "./search-field";
import { ThemeToggle } from "./theme-toggle";
import { UserMenu } from "./user-menu";
import { ActuarComo } from "@/features/miembros/components/actuar-como";

interface TopBarProps {
  onToggleSidebar: () => void;
  sidebarId: string;
  /** Whether the sidebar (desktop) or the drawer (mobile) is open, for aria-expanded. */
  sidebarExpanded: boolean;
  desktop: boolean;
  /** The module search, from 640 px (on a phone there is no room for it; the menu lists the same modules). */
  search: boolean;
}

export function TopBar({ onToggleSidebar, sidebarId, sidebarExpanded, desktop, search }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-gray-200 bg-white/95 px-4 backdrop-blur sm:px-6 dark:border-gray-800 dark:bg-gray-900/95">
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-controls={sidebarId}
        aria-expanded={sidebarExpanded}
        aria-label={desktop ? "Contraer o expandir el menú" : "Abrir o cerrar el menú"}
        className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-gray-200 text-gray-700 hover:bg-gray-100 dark:border-gray-700 dark:text-gray-200 dark:hover:bg-gray-800"
      >
        {desktop ? <CollapseIcon className="size-5" /> : <MenuIcon className="size-5" />}
      </button>
      {search && (
        <div className="flex-1">
          <SearchField />
        </div>
      )}
      <div className="min-w-0">
        <ActuarComo />
      </div>
      <div className="ml-auto flex items-center gap-3">
        <BuzonLink />
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
