import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { todayInGuatemala } from "@portal/domain/formats";
import type { Mandato } from "@portal/domain/mandato";
import { AgeField } from "@/components/age-field";
import { Alert } from "@/components/ui/alert";
import { DateField } from "@/components/ui/date-field";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import { Modal } from "@/components/ui/modal";
import { FormSelect } from "@/components/ui/form-select";
import { TextField } from "@/components/ui/text-field";
import { useCatalogue } from "@/lib/get-catalogue";
import { useSaveEntity } from "@/lib/use-save-entity";
import { cuiText, nitText, numberFieldProps } from "@/lib/input-normalizers";
import { useCreateMandato } from "../api/create-mandato";
import { useUpdateMandato } from "../api/update-mandato";
import {
  emptyMandato,
  MANDATO_FIELDS,
  mandatoFormSchema,
  mandatoToForm,
  type MandatoFormInput,
  type MandatoFormOutput,
} from "./mandato-schema";

export const MANDATO_SAVE_FAILED = "No se pudo guardar el mandato";
export const MANDATO_UPDATE_FAILED = "No se pudo actualizar el mandato";

interface Props {
  open: boolean;
  /** The mandatario being edited; null adds a new one. */
  editing: Mandato | null;
  personaId: string | null;
  onClose: () => void;
}

/** Add/edit form of a mandatario: every field of spec part 3, all required (part 5). */
export function MandatoFormModal({ open, editing, personaId, onClose }: Props) {
  const formId = useId();
  const create = useCreateMandato(personaId);
  const update = useUpdateMandato(personaId);
  const estadoCivil = useCatalogue("estado_civil");
  const tipoPoder = useCatalogue("tipo_poder");
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors },
  } = useForm<MandatoFormInput, unknown, MandatoFormOutput>({ resolver: zodResolver(mandatoFormSchema), defaultValues: emptyMandato, mode: "onTouched" });
  const saving = useSaveEntity({
    editingId: editing?.id ?? null,
    create,
    update,
    failed: { create: MANDATO_SAVE_FAILED, update: MANDATO_UPDATE_FAILED },
    setError,
    fields: MANDATO_FIELDS,
    onSaved: onClose,
  });
  const { setFailure } = saving;
  const birth = useWatch({ control, name: "fecha_nacimiento" });

  useEffect(() => {
    if (!open) return;
    reset(editing ? mandatoToForm(editing) : emptyMandato);
    setFailure(null);
  }, [open, editing, reset, setFailure]);

  const onSubmit = handleSubmit(saving.save);

  const e = (k: keyof MandatoFormInput) => errors[k]?.message as string | undefined;
  const today = todayInGuatemala();

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? "Editar Mandatario" : "Agregar Mandatario"}
      size="lg"
      footer={<SaveCancelFooter formId={formId} busy={saving.busy} onCancel={onClose} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Datos del mandatario">
        {saving.failure && <Alert>{saving.failure}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="CUI" required inputMode="numeric" {...numberFieldProps(cuiText, 13)} hint="13 dígitos" autoComplete="off" error={e("cui")} {...register("cui")} />
          <TextField label="NIT" required autoComplete="off" {...numberFieldProps(nitText, 15)} error={e("nit")} {...register("nit")} />
          <TextField label="Nombre" required maxLength={150} error={e("nombre")} {...register("nombre")} />
          <TextField label="Apellido" required maxLength={150} error={e("apellido")} {...register("apellido")} />
          <DateField label="Fecha de nacimiento" required max={today} error={e("fecha_nacimiento")} {...register("fecha_nacimiento")} />
          <AgeField birth={birth} />
          <FormSelect control={control} name="estado_civil_id" label="Estado civil" required items={estadoCivil.data} loading={estadoCivil.isPending} error={e("estado_civil_id")} />
          <TextField label="Número de documento" required maxLength={50} error={e("documento_numero")} {...register("documento_numero")} />
          <FormSelect control={control} name="tipo_poder_id" label="Tipo de poder" required items={tipoPoder.data} loading={tipoPoder.isPending} error={e("tipo_poder_id")} />
          <TextField label="Número de poder" required maxLength={50} error={e("numero_poder")} {...register("numero_poder")} />
          <TextField label="Escritura" required maxLength={100} hint="Número de la escritura pública" error={e("escritura")} {...register("escritura")} />
          <TextField label="Inscripción de la escritura" required maxLength={100} error={e("inscripcion_escritura")} {...register("inscripcion_escritura")} />
          <TextField label="Notario" required maxLength={200} error={e("notario")} {...register("notario")} />
          <DateField label="Fecha de la escritura" required max={today} error={e("fecha")} {...register("fecha")} />
          <DateField label="Fecha de presentación" required max={today} error={e("presentado")} {...register("presentado")} />
        </div>
      </form>
    </Modal>
  );
}
