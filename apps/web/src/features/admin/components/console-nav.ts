import type { Rol } from "@portal/domain/staff";
import type { ComponentType, SVGProps } from "react";
import { AlertIcon, ChartIcon, InboxIcon, SearchIcon, KeyIcon, UsersIcon } from "@/components/ui/icons";
import { adminPaths } from "../admin-paths";

export interface ConsoleNavItem {
  label: string;
  href: string;
  /** The roles that see the entry (the API refuses the others anyway). */
  roles: readonly Rol[];
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/**
 * The console's menu, in order: Revisión, Notificaciones, Buscar, Tablero, Conflictos, Funcionarios, Aseguradoras (Salir is the
 * layout's button). Each console page adds its one entry here.
 */
export const CONSOLE_NAV: ConsoleNavItem[] = [
  { label: "Revisión", href: adminPaths.revision.getHref(), roles: ["revisor", "supervisor", "admin"], icon: InboxIcon },
  { label: "Notificaciones", href: adminPaths.notificaciones.getHref(), roles: ["revisor", "supervisor", "admin"], icon: InboxIcon },
  { label: "Buscar", href: adminPaths.buscar.getHref(), roles: ["revisor", "supervisor", "admin"], icon: SearchIcon },
  { label: "Tablero", href: adminPaths.tablero.getHref(), roles: ["supervisor", "admin"], icon: ChartIcon },
  { label: "Conflictos", href: adminPaths.conflictos.getHref(), roles: ["supervisor", "admin"], icon: AlertIcon },
  { label: "Funcionarios", href: adminPaths.funcionarios.getHref(), roles: ["admin"], icon: UsersIcon },
  { label: "Aseguradoras", href: adminPaths.aseguradoras.getHref(), roles: ["admin"], icon: KeyIcon },
];

export function navFor(rol: Rol | undefined): ConsoleNavItem[] {
  return rol ? CONSOLE_NAV.filter((item) => item.roles.includes(rol)) : [];
}
