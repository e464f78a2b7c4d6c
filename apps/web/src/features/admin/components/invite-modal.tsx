import { zodResolver } from "@hookform/resolvers/zod";
import { inviteStaffSchema, ROL_LABEL, ROLES, type InviteStaffInput } from "@portal/domain/staff";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { ApiError, errorMessage } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useInviteFuncionario } from "../api/funcionarios";

export const ROL_ITEMS = ROLES.map((rol) => ({ id: rol, value: ROL_LABEL[rol] }));

/** Invite a staff member: e-mail, name and role; they receive the link to set their password. */
export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteFuncionario();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InviteStaffInput>({ resolver: zodResolver(inviteStaffSchema), defaultValues: { email: "", nombre: "", rol: "revisor" } });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { funcionario } = await invite.mutateAsync(values);
      toast.success(`Invitación enviada a ${funcionario.email}.`);
      close();
    } catch (err) {
      if (err instanceof ApiError && applyFieldErrors(err, setError, ["email", "nombre", "rol"])) return;
      toast.error(errorMessage(err));
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title="Invitar funcionario"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" form="invitar-funcionario" busy={invite.isPending}>
            Enviar invitación
          </Button>
        </>
      }
    >
      <form id="invitar-funcionario" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-gray-700 dark:text-gray-300">Recibirá por correo un enlace para elegir su contraseña (vence en 72 horas).</p>
        <TextField label="Correo electrónico" type="email" autoComplete="off" uppercase={false} error={errors.email?.message} {...register("email")} />
        <TextField label="Nombre completo" autoComplete="off" uppercase={false} error={errors.nombre?.message} {...register("nombre")} />
        <Select label="Rol" items={ROL_ITEMS} placeholder="" error={errors.rol?.message} {...register("rol")} />
      </form>
    </Modal>
  );
}
