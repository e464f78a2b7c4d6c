import type { ComponentType, SVGProps } from "react";
import {
  BriefcaseIcon,
  HistoryIcon,
  HomeIcon,
  IdCardIcon,
  InboxIcon,
  LicenceIcon,
  ScaleIcon,
  SteeringIcon,
  UsersIcon,
} from "@/components/ui/icons";
import { paths } from "../paths";

export interface MenuItem {
  label: string;
  href: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Shown only to legal entities that may add representatives (spec part 6). */
  onlyRepresentantes?: boolean;
  /** Extra words the search field matches. */
  keywords?: string;
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

/** The sidebar groups of spec part 1. */
export const MENU: MenuGroup[] = [
  {
    label: "Actualización de datos",
    items: [
      { label: "Inicio", href: paths.home.getHref(), icon: HomeIcon, keywords: "home principal" },
      { label: "Buzón", href: paths.buzon.getHref(), icon: InboxIcon, keywords: "notificaciones requerimientos avisos mensajes" },
      { label: "Pilotos", href: paths.piloto.getHref(), icon: SteeringIcon, keywords: "conductores choferes" },
    ],
  },
  {
    label: "Registrar licencia de transporte",
    items: [
      { label: "Licencias", href: paths.licencia.getHref(), icon: LicenceIcon, keywords: "tarjetas operación vehículos" },
    ],
  },
  {
    label: "Representaciones",
    items: [
      { label: "Representantes", href: paths.blank.getHref(), icon: UsersIcon, onlyRepresentantes: true, keywords: "representante legal" },
      { label: "Mandatarios", href: paths.mandatario.getHref(), icon: BriefcaseIcon, keywords: "mandato poder" },
      { label: "Abogados", href: paths.abogado.getHref(), icon: ScaleIcon, keywords: "abogado auxiliar colegiado" },
    ],
  },
  {
    label: "Actualización de información individual o jurídica",
    items: [
      { label: "Datos de la persona", href: paths.persona.getHref(), icon: IdCardIcon, keywords: "direcciones correos teléfonos documentos" },
      { label: "Historial de cambios", href: paths.historial.getHref(), icon: HistoryIcon, keywords: "auditoría bitácora registro sesiones" },
      { label: "Miembros", href: paths.miembros.getHref(), icon: UsersIcon, keywords: "usuarios gestores invitaciones roles acceso" },
    ],
  },
];

export function visibleMenu(canAddRepresentantes: boolean): MenuGroup[] {
  return MENU.map((g) => ({ ...g, items: g.items.filter((i) => !i.onlyRepresentantes || canAddRepresentantes) })).filter(
    (g) => g.items.length > 0,
  );
}
