import { useState, type FormEvent } from "react";
import { ROL_MIEMBRO_LABEL, ROLES_INVITABLES, type RolMiembro } from "@portal/domain/miembro-roles";
import { Alert } from "@/components/ui/alert";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { useStored } from "@/lib/use-session";
import { toast } from "@/lib/toast";
import { type Miembro, useInvitaciones, useMiembroActions, useMiembros, useMisTransportistas } from "../api/miembros";

const ROL_ITEMS = ROLES_INVITABLES.map((r) => ({ id: r, value: ROL_MIEMBRO_LABEL[r] }));

function InviteForm({ personaId }: { personaId: string }) {
  const { invite } = useMiembroActions(personaId);
  const [rol, setRol] = useState<string>("editor");
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setError(null);
    try {
      await invite.mutateAsync({
        nit: String(data.get("nit")),
        email: String(data.get("email")),
        nombre: String(data.get("nombre")),
        rol: rol as (typeof ROLES_INVITABLES)[number],
        vence: String(data.get("vence") ?? "") || null,
      });
      toast.success("Invitación enviada.");
      form.reset();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-4 rounded-xl border border-gray-200 p-4 sm:grid-cols-2 dark:border-gray-700" aria-labelledby="invitar-titulo">
      <h2 id="invitar-titulo" className="text-lg font-semibold sm:col-span-2">Invitar a una persona</h2>
      {error && <div className="sm:col-span-2"><Alert>{error}</Alert></div>}
      <TextField label="NIT de la persona" name="nit" required autoComplete="off" />
      <TextField label="Correo electrónico" name="email" type="email" required uppercase={false} autoComplete="off" />
      <TextField label="Nombre" name="nombre" required />
      <Select label="Rol" name="rol" items={ROL_ITEMS} value={rol} onChange={(e) => setRol(e.target.value)} required placeholder="" />
      <TextField
        label="Acceso hasta (gestor, opcional)"
        name="vence"
        type="date"
        hint="Para un gestor: el acceso termina solo en esa fecha (a lo sumo un año)."
      />
      <div className="flex items-end">
        <Button type="submit" busy={invite.isPending} busyText="Enviando…">Enviar invitación</Button>
      </div>
    </form>
  );
}

function MemberRow({ m, personaId, canManage, me }: { m: Miembro; personaId: string; canManage: boolean; me: boolean }) {
  const { remove, change } = useMiembroActions(personaId);
  const [vence, setVence] = useState(m.vence ?? "");
  const act = async (work: () => Promise<unknown>, ok: string) => {
    try {
      await work();
      toast.success(ok);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700">
      <p className="font-medium">
        {m.nombre ?? "Sin nombre"} <span className="text-sm text-gray-600 dark:text-gray-300">NIT {m.nit}</span>
      </p>
      <p className="text-sm">
        {ROL_MIEMBRO_LABEL[m.rol]}
        {m.vence && ` · acceso hasta ${formatDate(m.vence)}`}
        {!m.vigente && " · acceso terminado"}
      </p>
      {canManage && m.rol !== "titular" && (
        <div className="flex flex-wrap items-end gap-2">
          {m.vence && (
            <>
              <TextField label={`Renovar a ${m.nombre ?? m.nit} hasta`} type="date" value={vence} onChange={(e) => setVence(e.target.value)} containerClassName="w-48" />
              <Button variant="secondary" onClick={() => void act(() => change.mutateAsync({ id: m.id, vence }), "Acceso renovado.")}>Renovar</Button>
            </>
          )}
          {!me && (
            <Button variant="danger" aria-label={`Quitar a ${m.nombre ?? m.nit}`} onClick={() => void act(() => remove.mutateAsync(m.id), "Miembro quitado.")}>
              Quitar
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** "Miembros": who acts for the carrier, with which role and until when; invitations for the titular and administradores. */
export default function MiembrosPage() {
  const personaId = useStored("persona_id");
  const userId = useStored("user_id");
  const mine = useMisTransportistas();
  const myRol: RolMiembro | undefined = mine.data?.transportista.find((t) => String(t.persona_id) === personaId)?.rol;
  const canManage = myRol === "titular" || myRol === "administrador";
  const miembros = useMiembros(personaId);
  const invitaciones = useInvitaciones(personaId, canManage);
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
            <MemberRow key={m.id} m={m} personaId={personaId!} canManage={canManage && (myRol === "titular" || m.rol !== "titular")} me={String(m.usuario_id) === userId} />
          ))}
        </ul>
      </section>
      {canManage && personaId && (
        <>
          <InviteForm personaId={personaId} />
          <section aria-labelledby="pendientes-titulo" className="mt-6">
            <h2 id="pendientes-titulo" className="mb-3 text-lg font-semibold">Invitaciones pendientes</h2>
            {invitaciones.data?.invitacion.length === 0 && <p>No hay invitaciones pendientes.</p>}
            <ul className="grid gap-3">
              {invitaciones.data?.invitacion.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700">
                  <span className="flex-1">
                    {i.nombre} · NIT {i.nit} · {i.email} · {ROL_MIEMBRO_LABEL[i.rol]}
                    {i.vence && ` hasta ${formatDate(i.vence)}`}
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
