import { ROL_MIEMBRO_LABEL, type RolMiembro } from "@portal/domain/miembro-roles";
import { Alert } from "@/components/ui/alert";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { useStored } from "@/lib/use-session";
import { toast } from "@/lib/toast";
import { useInvitaciones, useMandatarios, useMiembroActions, useMiembros, useMisTransportistas } from "../api/miembros";
import { InviteForm, nombreMandatario } from "../components/invite-form";
import { MemberRow } from "../components/member-row";

/** "Miembros": who acts for the carrier, with which role and until when; invitations for the titular and administradores. */
export default function MiembrosPage() {
  const personaId = useStored("persona_id");
  const userId = useStored("user_id");
  const mine = useMisTransportistas();
  const myRol: RolMiembro | undefined = mine.data?.transportista.find((t) => String(t.persona_id) === personaId)?.rol;
  const canManage = myRol === "titular" || myRol === "administrador";
  const miembros = useMiembros(personaId);
  const invitaciones = useInvitaciones(personaId, canManage);
  const mandatarios = useMandatarios(personaId, canManage);
  const mandatarioDe = (id: number | null) => {
    const m = id === null ? undefined : mandatarios.data?.find((x) => x.id === id);
    return m && nombreMandatario(m);
  };
  const { revoke, resend } = useMiembroActions(personaId);
  const act = async (work: () => Promise<unknown>, ok: string) => {
    try {
      await work();
      toast.success(ok);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <>
      <Breadcrumb items={[{ label: "Miembros" }]} />
      <PageHeader title="Miembros" description="Cada persona entra con su propia cuenta. El titular y los administradores invitan, cambian roles y quitan el acceso." />
      {miembros.isError && <Alert>{errorMessage(miembros.error)}</Alert>}
      <section aria-labelledby="miembros-titulo" className="mb-6">
        <h2 id="miembros-titulo" className="mb-3 text-lg font-semibold">Personas con acceso</h2>
        <ul className="grid gap-3">
          {miembros.data?.miembro.map((m) => (
            <MemberRow
              key={m.id}
              m={m}
              personaId={personaId!}
              callerRol={myRol}
              me={String(m.usuario_id) === userId}
              mandatario={mandatarioDe(m.mandato_id)}
            />
          ))}
        </ul>
      </section>
      {canManage && personaId && (
        <>
          <InviteForm personaId={personaId} mandatarios={mandatarios.data} mandatariosLoading={mandatarios.isPending} />
          <section aria-labelledby="pendientes-titulo" className="mt-6">
            <h2 id="pendientes-titulo" className="mb-3 text-lg font-semibold">Invitaciones pendientes</h2>
            {invitaciones.data?.invitacion.length === 0 && <p>No hay invitaciones pendientes.</p>}
            <ul className="grid gap-3">
              {invitaciones.data?.invitacion.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700">
                  <span className="flex-1">
                    {i.nombre} · NIT {i.nit} · {i.email} · {ROL_MIEMBRO_LABEL[i.rol]}
                    {i.vence && ` hasta ${formatDate(i.vence)}`}
                    {mandatarioDe(i.mandato_id) && ` · mandatario: ${mandatarioDe(i.mandato_id)}`}
                  </span>
                  <Button variant="secondary" size="sm" onClick={() => void act(() => resend.mutateAsync(i.id), "Invitación reenviada.")}>Reenviar</Button>
                  <Button variant="danger" size="sm" onClick={() => void act(() => revoke.mutateAsync(i.id), "Invitación revocada.")}>Revocar</Button>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </>
  );
}
