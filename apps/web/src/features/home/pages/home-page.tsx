import type { ComponentType, SVGProps } from "react";
import { Link } from "react-router";
import { deProveedor } from "@portal/domain/provider-name";
import { paths } from "@/app/paths";
import { BriefcaseIcon, ChevronRightIcon, LicenceIcon, ScaleIcon } from "@/components/ui/icons";
import { provider } from "@/lib/provider";
import { EstadoDeSusDatos } from "../components/estado-de-sus-datos";
import { ConstanciaYCalendario } from "../components/constancia-y-calendario";
import { ReviewSummary } from "../components/review-summary";

interface ModuleCard {
  title: string;
  text: string;
  href: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const CARDS: ModuleCard[] = [
  { title: "Licencias", text: "Administre sus licencias", href: paths.licencia.getHref(), icon: LicenceIcon },
  { title: "Mandatarios", text: "Información de mandatarios", href: paths.mandatario.getHref(), icon: BriefcaseIcon },
  { title: "Abogados", text: "Registros de abogados autorizados", href: paths.abogado.getHref(), icon: ScaleIcon },
];

/**
 * Inicio: what needs doing comes first — the authority's corrections, then "Estado de sus datos" — and
 * the module cards after it, compact on a phone, so a carrier reads what to fix without scrolling past
 * the menu's own links.
 */
export default function HomePage() {
  return (
    <>
      <div className="mb-8 rounded-2xl bg-brand-800 px-6 py-8 text-white sm:px-10">
        <h1 className="text-2xl font-semibold sm:text-3xl">Le damos la bienvenida al sistema de actualización de datos {deProveedor(provider.name)}</h1>
        <p className="mt-2 text-brand-100">Primero verá lo que requiere su atención; después, los módulos del portal.</p>
      </div>
      <ReviewSummary />
      <EstadoDeSusDatos />
      <ul className="mt-8 grid gap-3 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3" aria-label="Módulos">
        {CARDS.map((card) => (
          <li key={card.href}>
            <Link
              to={card.href}
              className="group flex h-full items-center gap-4 rounded-2xl border border-gray-200 bg-white p-4 transition-shadow hover:shadow-lg sm:flex-col sm:items-start sm:p-6 dark:border-gray-700 dark:bg-gray-900"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-800/50 dark:text-brand-100">
                <card.icon className="size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-semibold text-gray-900 dark:text-white">{card.title}</span>
                <span className="mt-1 block text-sm text-gray-700 dark:text-gray-300">{card.text}</span>
              </span>
              <span className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 group-hover:underline sm:mt-auto dark:text-brand-200">
                <span className="sr-only sm:not-sr-only">Ingresar</span>
                <ChevronRightIcon className="size-5 sm:size-4" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ConstanciaYCalendario />
    </>
  );
}
