import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { paths } from "@/app/paths";
import { PublicLayout } from "@/components/layouts/public-layout";
import { LoadingBlock } from "@/components/ui/spinner";
import { useHydrated } from "@/lib/hydration";
import { VerificacionResultado } from "../components/verificacion-resultado";

/**
 * Public page a scanned QR opens: /verificar/{codigo}?llave=…#{credencial} (no session needed). The
 * credential in the fragment never reaches a server; links printed before it (no fragment) are checked online.
 * The page is prerendered at build time as a shell for every code: the result, which depends on the code
 * and the fragment, shows once hydrated.
 */
export default function VerificarPage() {
  const { codigo = "" } = useParams();
  const [search] = useSearchParams();
  const llave = search.get("llave") ?? "";
  const credencial = useLocation().hash.slice(1);

  return (
    <PublicLayout title="Verificación de vehículo" subtitle="Resultado de la verificación del código QR de validación.">
      {/* The room of a typical answer, kept from the first paint: the prerendered "Verificando..." is
          replaced by the verdict and its details without pushing what is below (a layout shift of 0.10). */}
      <div className="min-h-[34rem] sm:min-h-[28rem]">
        {useHydrated() ? <VerificacionResultado codigo={codigo} llave={llave} credencial={credencial} /> : <LoadingBlock text="Verificando código..." />}
      </div>
      <p className="mt-8 text-sm">
        <Link to={paths.escanear.getHref()} className="font-medium text-brand-700 underline dark:text-brand-200">
          Verificar otro código con la cámara
        </Link>
      </p>
    </PublicLayout>
  );
}
