import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { PHONE_8 } from "@portal/domain/formats";
import { telefonoCreateSchema } from "@portal/domain/persona-contacto";
import { Checkbox } from "@/components/ui/checkbox";
import { FormSelect } from "@/components/ui/form-select";
import { TextField } from "@/components/ui/text-field";
import { useCatalogue } from "@/lib/get-catalogue";
import { numberFieldProps, phoneText } from "@/lib/input-normalizers";
import { toast } from "@/lib/toast";
import { useCreateTelefono } from "../api/create-telefono";
import { ContactFormModal } from "./contact-form-modal";
import { handleSaveError } from "./save-profile";

export const TELEFONO_ADD_FAILED = "No se pudo agregar el teléfono a la persona";

type Input = z.input<typeof telefonoCreateSchema>;
type Output = z.output<typeof telefonoCreateSchema>;

const PHONE_DIGITS = 8;

/** Add a phone: digits only (pasted separators and +502 dropped); save stays disabled until there are exactly 8 and a type. */
export function TelefonoForm({ personaId, onClose }: { personaId: number; onClose: () => void }) {
  const create = useCreateTelefono(personaId);
  const tipos = useCatalogue("tipo_telefono");
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, formState: { errors } } = useForm<Input, unknown, Output>({
    resolver: zodResolver(telefonoCreateSchema),
    mode: "onTouched",
    defaultValues: { numero: "", notificar: false, tipo_telefono_id: "" },
  });
  const [numero, tipo] = useWatch({ control, name: ["numero", "tipo_telefono_id"] });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await create.mutateAsync(body);
      toast.success();
      onClose();
    } catch (err) {
      setFailure(handleSaveError(err, TELEFONO_ADD_FAILED, setError, ["numero", "tipo_telefono_id", "notificar"]));
    }
  });

  return (
    <ContactFormModal
      title="Agregar teléfono"
      onClose={onClose}
      onSubmit={onSubmit}
      canSave={PHONE_8.test(numero ?? "") && String(tipo ?? "") !== ""}
      busy={create.isPending}
      failure={failure}
    >
      <TextField
        label="Número de teléfono"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        {...numberFieldProps(phoneText, PHONE_DIGITS)}
        placeholder="12345678"
        hint="8 dígitos; los espacios, guiones y el +502 se quitan solos."
        required
        error={errors.numero?.message}
        {...register("numero")}
      />
      <FormSelect
        control={control}
        name="tipo_telefono_id"
        label="Tipo de teléfono"
        required
        items={tipos.data}
        loading={tipos.isPending}
        error={errors.tipo_telefono_id?.message}
      />
      <Checkbox label="Recibir notificaciones" error={errors.notificar?.message} {...register("notificar")} />
    </ContactFormModal>
  );
}
