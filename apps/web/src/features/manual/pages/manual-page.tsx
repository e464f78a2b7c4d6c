import { Link } from "react-router";
import { useStored } from "@/lib/use-session";
import { deProveedor } from "@portal/domain/provider-name";
import { paths } from "@/app/paths";
import { MANUAL_PDF_URL } from "@/lib/manual-pdf";
import { provider } from "@/lib/provider";
import { ManualSectionView } from "../components/manual-section";
import { MANUAL_SUBTITLE, MANUAL_TITLE, manualIntro, manualSections } from "../manual-content";

const linkClass = "font-medium text-brand-700 underline dark:text-brand-200";

/**
 * /manual (public): the user manual as a page a phone reads; printed by Chromium it is also the PDF
 * (the links and contents list are left out of the print).
 */
export default function ManualPage() {
  const fullName = `${provider.name} (${provider.shortName})`;
  const sections = manualSections(deProveedor(fullName));
  const accessToken = useStored("access_token");
  const personaId = useStored("persona_id");
  const signedIn = Boolean(accessToken && personaId);
  return (
    <main className="min-h-screen bg-white text-gray-800 dark:bg-gray-950 dark:text-gray-100">
      <header className="bg-brand-800 px-5 py-8 text-white sm:px-8 print:px-0 print:py-6">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-3xl font-semibold">{MANUAL_TITLE}</h1>
          <p className="mt-2 text-lg">{MANUAL_SUBTITLE}</p>
          <p className="mt-1 text-sm text-brand-100">{fullName}</p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-5 py-8 sm:px-8 print:px-0 print:py-4">
        <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm print:hidden">
          <a href={MANUAL_PDF_URL} download="manual-usuario.pdf" className={linkClass}>
            Descargar el manual en PDF
          </a>
          {/* Opened from the signed-in footer, the way back is the portal, not the sign-in page. */}
          {signedIn ? (
            <Link to={paths.home.getHref()} className={linkClass}>
              Volver al portal
            </Link>
          ) : (
            <Link to={paths.signin.getHref()} className={linkClass}>
              Ir al inicio de sesión
            </Link>
          )}
        </p>
        <p className="mt-6 leading-relaxed print:mt-0">{manualIntro(deProveedor(fullName))}</p>
        <nav aria-labelledby="manual-contenido" className="mt-6 rounded-xl border border-gray-200 p-5 dark:border-gray-800 print:hidden">
          <h2 id="manual-contenido" className="font-semibold text-gray-900 dark:text-white">
            Contenido
          </h2>
          <ul className="mt-2 flex flex-col gap-1.5 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className={linkClass}>
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((s) => (
          <ManualSectionView key={s.id} section={s} />
        ))}
      </div>
    </main>
  );
}
