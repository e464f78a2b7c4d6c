import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { Abogado } from "@portal/domain/abogado";
import { todayInGuatemala } from "@portal/domain/formats";
import { AgeField } from "@/components/age-field";
import { Alert } from "@/components/ui/alert";
import { Checkbox } from "@/components/ui/checkbox";
import { DateField } from "@/components/ui/date-field";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import { Modal } from "@/components/ui/modal";
import { FormSelect } from "@/components/ui/form-select";
import { TextField } from "@/components/ui/text-field";
import { useCatalogue } from "@/lib/get-catalogue";
import { useSaveEntity } from "@/lib/use-save-entity";
import { cuiText, nitText, numberFieldProps } from "@/lib/input-normalizers";
import { useCreateAbogado } from "../api/create-abogado";
import { useUpdateAbogado } from "../api/update-abogado";
import {
  ABOGADO_FIELDS,
  abogadoFormSchema,
  abogadoToForm,
  emptyAbogado,
  type AbogadoFormInput,
  type AbogadoFormOutput,
} from "./abogado-schema";

export const ABOGADO_SAVE_FAILED = "No se pudo guardar el abogado auxiliar";
export const ABOGADO_UPDATE_FAILED = "No se pudo actualizar el abogado auxiliar";

interface Props {
  open: boolean;
  /** The lawyer being edited; null adds a new one. */
  editing: Abogado | null;
  personaId: string | null;
  onClose: () => void;
}

/** Add/edit form of an auxiliary lawyer (spec part 3). */
export function AbogadoFormModal({ open, editing, personaId, onClose }: Props) {
  const formId = useId();
  const create = useCreateAbogado(personaId);
  const update = useUpdateAbogado(personaId);
  const estadoCivil = useCatalogue("estado_civil");
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors },
  } = useForm<AbogadoFormInput, unknown, AbogadoFormOutput>({ resolver: zodResolver(abogadoFormSchema), defaultValues: emptyAbogado, mode: "onTouched" });
  const saving = useSaveEntity({
    editingId: editing?.id ?? null,
    create,
    update,
    failed: { create: ABOGADO_SAVE_FAILED, update: ABOGADO_UPDATE_FAILED },
    setError,
    fields: ABOGADO_FIELDS,
    onSaved: onClose,
  });
  const { setFailure } = saving;
  const birth = useWatch({ control, name: "fecha_nacimiento" });

  useEffect(() => {
    if (!open) return;
    reset(editing ? abogadoToForm(editing) : emptyAbogado);
    setFailure(null);
  }, [open, editing, reset, setFailure]);

  const onSubmit = handleSubmit(saving.save);

  const e = (k: keyof AbogadoFormInput) => errors[k]?.message as string | undefined;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? "Editar Abogado" : "Agregar Abogado"}
      size="lg"
      footer={<SaveCancelFooter formId={formId} busy={saving.busy} onCancel={onClose} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Datos del abogado auxiliar">
        {saving.failure && <Alert>{saving.failure}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="CUI" required inputMode="numeric" {...numberFieldProps(cuiText, 13)} hint="13 dígitos" autoComplete="off" error={e("cui")} {...register("cui")} />
          <TextField label="NIT" required autoComplete="off" {...numberFieldProps(nitText, 15)} error={e("nit")} {...register("nit")} />
          <TextField label="Nombre" required maxLength={150} error={e("nombre")} {...register("nombre")} />
          <TextField label="Apellido" required maxLength={150} error={e("apellido")} {...register("apellido")} />
          <DateField label="Fecha de nacimiento" required max={todayInGuatemala()} error={e("fecha_nacimiento")} {...register("fecha_nacimiento")} />
          <AgeField birth={birth} />
          <TextField label="Número de documento" required maxLength={50} error={e("documento_numero")} {...register("documento_numero")} />
          <FormSelect control={control} name="estado_civil_id" label="Estado civil" required items={estadoCivil.data} loading={estadoCivil.isPending} error={e("estado_civil_id")} />
        </div>
        <Checkbox label="Colegiado activo" error={e("colegiado_activo")} {...register("colegiado_activo")} />
      </form>
    </Modal>
  );
}
