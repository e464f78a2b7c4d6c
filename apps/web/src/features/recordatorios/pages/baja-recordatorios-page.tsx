import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import type { BajaAnswer } from "@portal/domain/vencimiento";
import { paths } from "@/app/paths";
import { PublicLayout } from "@/components/layouts/public-layout";
import { Alert } from "@/components/ui/alert";
import { LoadingBlock } from "@/components/ui/spinner";
import { api } from "@/lib/api-client";
import { serverMessageOr } from "@/lib/server-message";

const linkClass = "font-medium text-brand-700 underline dark:text-brand-200";

/**
 * What a reminder's "dejar de recibir" link opens (no session): the page itself turns the reminders off
 * (POST), so a mail scanner that only fetches the link changes nothing.
 */
export default function BajaRecordatoriosPage() {
  const { token = "" } = useParams();
  const baja = useMutation({ mutationFn: () => api.post<BajaAnswer>(`/recordatorios/baja/${encodeURIComponent(token)}`, {}, { auth: false }) });
  const { mutate } = baja;
  useEffect(() => mutate(), [mutate]);

  let body;
  if (baja.isSuccess) {
    body = (
      <Alert tone="success">
        <p>
          {baja.data.message} ({baja.data.email})
        </p>
      </Alert>
    );
  } else if (baja.isError) {
    body = <Alert>{serverMessageOr(baja.error, "No se pudo procesar el enlace. Inténtelo de nuevo más tarde.")}</Alert>;
  } else body = <LoadingBlock text="Procesando..." />;

  return (
    <PublicLayout title="Recordatorios por correo" subtitle="Avisos de vencimientos y documentos pendientes.">
      {body}
      <p className="mt-8 text-sm">
        Puede volver a activarlos en «Correos electrónicos» de su persona.{" "}
        <Link to={paths.signin.getHref()} className={linkClass}>
          Iniciar sesión
        </Link>
      </p>
    </PublicLayout>
  );
}
