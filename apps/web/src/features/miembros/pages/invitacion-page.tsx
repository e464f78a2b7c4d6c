import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ROL_MIEMBRO_LABEL, type RolMiembro } from "@portal/domain/miembro-roles";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { paths } from "@/app/paths";
import { api, errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { getStored, setStored } from "@/lib/session";
import { actAs, type PersonaListItem } from "@/lib/act-as";

interface Preview {
  transportista: string;
  nit: string;
  nombre: string;
  rol: RolMiembro;
  vence: string | null;
}

/**
 * What an invitation link opens: which carrier, which role, until when. Signed in, the person accepts and
 * acts for that carrier from then on; otherwise it signs in (or signs up first) and comes back here.
 */
export default function InvitacionPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? getStored("invitacion_pendiente") ?? "";
  const navigate = useNavigate();
  const qc = useQueryClient();
  const signedIn = Boolean(getStored("access_token"));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useQuery({
    queryKey: ["invitacion", token],
    queryFn: () => api.get<{ invitacion: Preview }>(`/invitacion/${encodeURIComponent(token)}`, { auth: false }),
    enabled: token.length > 0,
    retry: false,
  });
  useEffect(() => {
    if (token) setStored({ invitacion_pendiente: token });
  }, [token]);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const { miembro } = await api.post<{ miembro: { persona_id: number } }>(`/invitacion/${encodeURIComponent(token)}/aceptar`, {});
      setStored({ invitacion_pendiente: null });
      await actAs({ id: miembro.persona_id, usuario_id: 0, juridico_completo: false } satisfies PersonaListItem);
      qc.clear();
      void navigate(paths.home.getHref());
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const inv = preview.data?.invitacion;
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold">Invitación</h1>
      {preview.isError && <Alert>{errorMessage(preview.error)}</Alert>}
      {error && <Alert>{error}</Alert>}
      {inv && (
        <>
          <p>
            Se invitó a <strong>{inv.nombre}</strong> (NIT {inv.nit}) a actuar por <strong>{inv.transportista}</strong> con el rol{" "}
            <strong>{ROL_MIEMBRO_LABEL[inv.rol]}</strong>
            {inv.vence && <> hasta el {formatDate(inv.vence)}</>}.
          </p>
          {signedIn ? (
            <Button onClick={() => void accept()} busy={busy} busyText="Aceptando…">Aceptar invitación</Button>
          ) : (
            <p className="flex flex-wrap gap-3">
              <Link className="underline" to={paths.signin.getHref()}>Iniciar sesión para aceptar</Link>
              <Link className="underline" to={paths.signup.getHref()}>Crear mi cuenta</Link>
            </p>
          )}
        </>
      )}
    </main>
  );
}
