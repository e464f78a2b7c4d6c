import { useState } from "react";
import { ROL_MIEMBRO_LABEL, type RolMiembro } from "@portal/domain/miembro-roles";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { type Miembro, useMiembroActions } from "../api/miembros";
import { puedeGestionar, rolesOfrecidos } from "./miembro-rules";

interface MemberRowProps {
  m: Miembro;
  personaId: string;
  callerRol: RolMiembro | undefined;
  me: boolean;
  /** The name of the mandatario the gestor's access is linked to, when it is. */
  mandatario?: string;
}

/**
 * One person with access: name, NIT, role, end date. For the titular and administradores, the role is
 * chosen and then applied with "Cambiar rol" (a keyboard user browsing the options changes nothing), a
 * gestor's access is renewed, and "Quitar" asks first. What the API refuses stays written under the row.
 */
export function MemberRow({ m, personaId, callerRol, me, mandatario }: MemberRowProps) {
  const { remove, change } = useMiembroActions(personaId);
  const nombre = m.nombre ?? `NIT ${m.nit}`;
  const roles = rolesOfrecidos(callerRol, m, me);
  const [rol, setRol] = useState<RolMiembro>(m.rol);
  const [vence, setVence] = useState(m.vence ?? "");
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>, ok: string) => {
    setError(null);
    try {
      await work();
      toast.success(ok);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const changeRol = () => {
    if (!rol || rol === m.rol) return;
    return act(async () => {
      try {
        await change.mutateAsync({ id: m.id, rol });
      } catch (err) {
        setRol(m.rol);
        throw err;
      }
    }, `${nombre} ahora es ${ROL_MIEMBRO_LABEL[rol].toLowerCase()}.`);
  };
  const quitar = () => act(() => remove.mutateAsync(m.id), `${nombre} ya no tiene acceso.`).finally(() => setConfirming(false));

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700">
      <p className="font-medium">
        {nombre} <span className="text-sm text-gray-600 dark:text-gray-300">NIT {m.nit}</span>
      </p>
      <p className="text-sm">
        {ROL_MIEMBRO_LABEL[m.rol]}
        {m.vence && ` · acceso hasta ${formatDate(m.vence)}`}
        {!m.vigente && " · acceso terminado"}
        {mandatario && ` · mandatario: ${mandatario}`}
      </p>
      {puedeGestionar(callerRol, m, me) && (
        <div className="flex flex-wrap items-end gap-2">
          <Select
            // Short visible labels; the accessible names say whose (and contain what is shown).
            label="Rol"
            aria-label={`Rol de ${nombre}`}
            items={roles.map((r) => ({ id: r, value: ROL_MIEMBRO_LABEL[r] }))}
            value={rol}
            onChange={(e) => setRol(e.target.value as RolMiembro)}
            placeholder=""
            containerClassName="w-44"
          />
          <Button variant="secondary" aria-label={`Cambiar rol de ${nombre}`} busy={change.isPending && change.variables?.rol !== undefined} onClick={() => void changeRol()}>
            Cambiar rol
          </Button>
          {m.vence && (
            <>
              <TextField label="Renovar hasta" aria-label={`Renovar hasta, acceso de ${nombre}`} type="date" value={vence} onChange={(e) => setVence(e.target.value)} containerClassName="w-48" />
              <Button variant="secondary" aria-label={`Renovar el acceso de ${nombre}`} onClick={() => void act(() => change.mutateAsync({ id: m.id, vence }), "Acceso renovado.")}>
                Renovar
              </Button>
            </>
          )}
          <Button variant="danger" aria-label={`Quitar a ${nombre}`} onClick={() => setConfirming(true)}>
            Quitar
          </Button>
        </div>
      )}
      {error && <Alert>{error}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={`¿Quitar a ${nombre}?`}
        text={`Deja de tener acceso a este transportista desde su siguiente solicitud. Para volver a darle acceso habrá que invitarle de nuevo.`}
        confirmLabel="Quitar"
        busy={remove.isPending}
        onConfirm={() => void quitar()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
