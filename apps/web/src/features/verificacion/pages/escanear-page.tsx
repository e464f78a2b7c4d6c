import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { paths } from "@/app/paths";
import { PublicLayout } from "@/components/layouts/public-layout";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CamaraQr } from "../components/camara-qr";
import { FotoQr } from "../components/foto-qr";
import { VerificacionResultado } from "../components/verificacion-resultado";
import { codigoDeQr, prepararLector } from "../lib/leer-qr";

export const QR_AJENO = "Este código QR no es el de un vehículo del portal. No lo tome como válido.";

/** "Verificar con la cámara": an inspector reads a vehicle's QR (camera or photo); the verdict shows here, offline too. */
export default function EscanearPage() {
  const [text, setText] = useState<string | null>(null);
  useEffect(prepararLector, []);
  const onRead = useCallback((value: string) => setText(value), []);
  const leido = text === null ? null : codigoDeQr(text);

  return (
    <PublicLayout title="Verificar con la cámara" subtitle="Lea el código QR de un vehículo para comprobar su firma y su estado en el registro.">
      {text === null ? (
        <div className="flex flex-col gap-8">
          <CamaraQr onRead={onRead} />
          <FotoQr onRead={onRead} />
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          {leido ? (
            <>
              {leido.otroSitio && <Alert>El código lleva a otro sitio ({leido.otroSitio}), no a este portal. Compruebe la firma abajo.</Alert>}
              <VerificacionResultado codigo={leido.codigo} llave={leido.llave} credencial={leido.credencial} />
            </>
          ) : (
            <Alert>{QR_AJENO}</Alert>
          )}
          <Button size="lg" onClick={() => setText(null)}>
            Leer otro código
          </Button>
        </div>
      )}
      <p className="mt-8 text-sm">
        <Link to={paths.signin.getHref()} className="font-medium text-brand-700 underline dark:text-brand-200">
          Ir a Iniciar sesión
        </Link>
      </p>
    </PublicLayout>
  );
}
