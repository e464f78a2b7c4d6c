import { useId } from "react";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import { useStored } from "@/lib/use-session";
import { Logo } from "./logo";
import { visibleMenu } from "./menu";

export const SIDEBAR_WIDE = 290;
export const SIDEBAR_NARROW = 90;

interface SidebarProps {
  /** Labels shown (290 px) or icons only (90 px). */
  wide: boolean;
  /** Under 991 px the sidebar is a drawer over the content. */
  drawerOpen: boolean;
  id: string;
}

/**
 * The sidebar: logo, the menu title ("Persona Jurídica" / "Persona Individual") and the menu
 * groups of spec part 1. Under 768 px it is hidden unless opened as a drawer.
 */
export function Sidebar({ wide, drawerOpen, id }: SidebarProps) {
  const juridico = useStored("es_juridico") === "true";
  const representantes = useStored("puede_agregar_representantes") === "true";
  const groups = visibleMenu(representantes);
  const titleId = useId();
  const title = juridico ? "Persona Jurídica" : "Persona Individual";

  return (
    <aside
      id={id}
      aria-label="Menú principal"
      style={{ width: wide ? SIDEBAR_WIDE : SIDEBAR_NARROW }}
      className={cn(
        "fixed top-0 left-0 z-40 flex h-screen flex-col border-r border-gray-200 bg-white transition-[width,transform] duration-200 dark:border-gray-800 dark:bg-gray-900",
        drawerOpen ? "translate-x-0 shadow-xl" : "max-md:-translate-x-full",
      )}
    >
      <div className={cn("flex h-16 shrink-0 items-center border-b border-gray-200 dark:border-gray-800", wide ? "px-6" : "justify-center px-2")}>
        <Logo compact={!wide} />
      </div>
      <nav aria-labelledby={titleId} className="flex-1 overflow-y-auto px-4 py-5">
        <h2 id={titleId} className={cn("mb-4 text-xs font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-300", !wide && "sr-only")}>
          {title}
        </h2>
        {groups.map((group) => (
          <div key={group.label} className="mb-5">
            <h3 className={cn("mb-2 px-2 text-xs font-medium text-gray-600 dark:text-gray-400", !wide && "sr-only")}>{group.label}</h3>
            <ul className="flex flex-col gap-1">
              {group.items.map((item) => (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    title={wide ? undefined : item.label}
                    className={({ isActive }) =>
                      cn(
                        "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors",
                        !wide && "justify-center",
                        isActive
                          ? "bg-brand-50 text-brand-700 dark:bg-brand-800/40 dark:text-brand-100"
                          : "text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800",
                      )
                    }
                  >
                    <item.icon className="size-5 shrink-0" />
                    <span className={cn(!wide && "sr-only")}>{item.label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
