import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { emailCreateSchema } from "@portal/domain/persona-contacto";
import { Checkbox } from "@/components/ui/checkbox";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { useCreateEmail } from "../api/create-email";
import { ContactFormModal } from "./contact-form-modal";
import { handleSaveError } from "./save-profile";

export const EMAIL_ADD_FAILED = "No se pudo agregar el correo electrónico a la persona";

type Input = z.input<typeof emailCreateSchema>;
type Output = z.output<typeof emailCreateSchema>;

/** Add an e-mail: "Ingrese un correo electrónico válido." on the e-mail field itself. */
export function CorreoForm({ personaId, onClose }: { personaId: number; onClose: () => void }) {
  const create = useCreateEmail(personaId);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, formState: { errors } } = useForm<Input, unknown, Output>({
    resolver: zodResolver(emailCreateSchema),
    mode: "onTouched",
    defaultValues: { email: "", notificar: false },
  });
  const email = useWatch({ control, name: "email" });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await create.mutateAsync(body);
      toast.success();
      onClose();
    } catch (err) {
      setFailure(handleSaveError(err, EMAIL_ADD_FAILED, setError, ["email", "notificar"]));
    }
  });

  return (
    <ContactFormModal
      title="Agregar correo electrónico"
      onClose={onClose}
      onSubmit={onSubmit}
      canSave={(email ?? "").trim() !== ""}
      busy={create.isPending}
      failure={failure}
    >
      <TextField label="Correo electrónico" type="email" autoComplete="email" placeholder="correo@ejemplo.com" required error={errors.email?.message} {...register("email")} />
      <Checkbox label="Recibir notificaciones" error={errors.notificar?.message} {...register("notificar")} />
    </ContactFormModal>
  );
}
