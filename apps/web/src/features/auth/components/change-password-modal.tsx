import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { MSG } from "@portal/domain/messages";
import { Alert } from "@/components/ui/alert";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useChangePassword } from "../api/change-password";
import { changePasswordFormSchema, type ChangePasswordFormInput } from "./change-password-schema";

export const CHANGE_PASSWORD_FAILED = "Error al actualizar la contraseña. Inténtalo de nuevo.";

/** "Restablecer contraseña" of the user menu: POST /api/usuario/password, with the current password. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { password_actual: "", password: "", password_confirmation: "" },
  });

  useEffect(() => {
    if (open) {
      reset();
      setFailure(null);
    }
  }, [open, reset]);

  const missing = errors.password?.message === MSG.passwordBoth || errors.password_confirmation?.message === MSG.passwordBoth;
  const own = (m?: string) => (m && m !== MSG.passwordBoth ? m : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync(values);
      toast.success();
      onClose();
    } catch (err) {
      if (err instanceof ApiError) applyFieldErrors(err, setError, ["password_actual", "password", "password_confirmation"]);
      setFailure(err instanceof ApiError && err.status === 429 ? err.message : CHANGE_PASSWORD_FAILED);
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Restablecer contraseña"
      size="sm"
      footer={<SaveCancelFooter formId={formId} busy={change.isPending} onCancel={onClose} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {(missing || failure) && <Alert>{missing ? MSG.passwordBoth : failure}</Alert>}
        <TextField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password_actual?.message}
          {...register("password_actual")}
        />
        <TextField
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          required
          hint="Al menos 8 caracteres; no use su NIT."
          error={own(errors.password?.message)}
          {...register("password")}
        />
        <TextField
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          required
          error={own(errors.password_confirmation?.message)}
          {...register("password_confirmation")}
        />
      </form>
    </Modal>
  );
}
