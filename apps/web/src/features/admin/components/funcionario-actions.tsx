import { ROL_LABEL, ROLES, type Funcionario, type Rol } from "@portal/domain/staff";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useResetFuncionario, useUpdateFuncionario } from "../api/funcionarios";

/** A row's role, changed on the spot (the API refuses to leave no active admin, and the select goes back). */
export function RolSelect({ funcionario }: { funcionario: Funcionario }) {
  const update = useUpdateFuncionario();
  const onChange = (rol: Rol) =>
    update.mutate(
      { id: funcionario.id, rol },
      {
        onSuccess: () => toast.success(`${funcionario.nombre} ahora es ${ROL_LABEL[rol].toLowerCase()}.`),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <select
      aria-label={`Rol de ${funcionario.nombre}`}
      value={update.isPending && update.variables?.rol ? update.variables.rol : funcionario.rol}
      disabled={update.isPending}
      onChange={(e) => onChange(e.target.value as Rol)}
      className="h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-white"
    >
      {ROLES.map((rol) => (
        <option key={rol} value={rol}>
          {ROL_LABEL[rol]}
        </option>
      ))}
    </select>
  );
}

/** Deactivate (after confirming: the sessions end at once) or reactivate a staff member. */
export function ActivoButton({ funcionario }: { funcionario: Funcionario }) {
  const update = useUpdateFuncionario();
  const [confirming, setConfirming] = useState(false);
  const set = (activo: boolean) =>
    update.mutate(
      { id: funcionario.id, activo },
      {
        onSuccess: () => toast.success(activo ? `${funcionario.nombre} puede volver a entrar.` : `${funcionario.nombre} ya no puede entrar a la consola.`),
        onError: (err) => toast.error(errorMessage(err)),
        onSettled: () => setConfirming(false),
      },
    );
  if (!funcionario.activo) {
    return (
      <Button size="sm" variant="secondary" busy={update.isPending} onClick={() => set(true)} aria-label={`Reactivar a ${funcionario.nombre}`}>
        Reactivar
      </Button>
    );
  }
  return (
    <>
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)} aria-label={`Desactivar a ${funcionario.nombre}`}>
        Desactivar
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`¿Desactivar a ${funcionario.nombre}?`}
        text="Sus sesiones abiertas se cerrarán de inmediato y no podrá entrar a la consola hasta que lo reactive."
        confirmLabel="Desactivar"
        busy={update.isPending}
        onConfirm={() => set(false)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * "Restablecer acceso" for whoever lost the phone with the code, the recovery codes or the password:
 * after confirming, their password and code stop working, their sessions end and a new link is mailed.
 * For an invitation not yet answered it reads "Reenviar invitación": the same route mails the invitation
 * again with a new link (the first one stops working).
 */
export function RestablecerButton({ funcionario }: { funcionario: Funcionario }) {
  const reset = useResetFuncionario();
  const [confirming, setConfirming] = useState(false);
  if (!funcionario.activo) return null;
  if (funcionario.invitacion_pendiente) {
    const resend = () =>
      reset.mutate(funcionario.id, {
        onSuccess: () => toast.success(`Reenviamos la invitación a ${funcionario.email}. El enlace anterior ya no sirve.`),
        onError: (err) => toast.error(errorMessage(err)),
      });
    return (
      <Button size="sm" variant="secondary" busy={reset.isPending} busyText="Reenviando..." onClick={resend} aria-label={`Reenviar la invitación a ${funcionario.nombre}`}>
        Reenviar invitación
      </Button>
    );
  }
  const confirm = () =>
    reset.mutate(funcionario.id, {
      onSuccess: () => toast.success(`Enviamos a ${funcionario.email} un enlace para restablecer su acceso.`),
      onError: (err) => toast.error(errorMessage(err)),
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setConfirming(true)} aria-label={`Restablecer el acceso de ${funcionario.nombre}`}>
        Restablecer acceso
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`¿Restablecer el acceso de ${funcionario.nombre}?`}
        text="Su contraseña y su código de verificación dejarán de servir y sus sesiones se cerrarán. Recibirá por correo un enlace para elegir otra contraseña y configurar el código de nuevo."
        confirmLabel="Restablecer acceso"
        busy={reset.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
