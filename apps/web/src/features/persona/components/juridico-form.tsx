import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { todayInGuatemala } from "@portal/domain/formats";
import { BotCheck } from "@/components/bot-check";
import { MissingFieldsNote } from "@/components/missing-fields-note";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { FormSelect } from "@/components/ui/form-select";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { useCatalogue } from "@/lib/get-catalogue";
import { missingLabels } from "@/lib/missing-fields";
import { getStored } from "@/lib/session";
import { nitText, numberFieldProps } from "@/lib/input-normalizers";
import { useCreateJuridico } from "../api/create-persona";
import {
  JURIDICO_LABELS,
  JURIDICO_REQUIRED,
  juridicoFormSchema,
  type JuridicoFormInput,
  type JuridicoFormOutput,
} from "./profile-schemas";
import { handleSaveError } from "./save-profile";

export const JURIDICO_FAILED = "No se pudo guardar la persona jurídica";

const FIELDS = [...JURIDICO_REQUIRED, "expediente", "nacionalidad_id", "g-recaptcha-response"];

export function JuridicoForm({ onSaved }: { onSaved: () => void }) {
  const create = useCreateJuridico();
  const nacionalidad = useCatalogue("paisNacionalidad");
  const [captchaReset, setCaptchaReset] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<JuridicoFormInput, unknown, JuridicoFormOutput>({
    resolver: zodResolver(juridicoFormSchema),
    mode: "onTouched",
    defaultValues: {
      nit: getStored("nit") ?? "",
      empresa: "",
      numero_registro: "",
      folio: "",
      libro: "",
      expediente: "",
      fecha_definitiva: "",
      fecha_profesional: "",
      objeto_sociedad: "",
      nacionalidad_id: "1",
      "g-recaptcha-response": "",
    },
  });
  const values = useWatch({ control });
  const missing = missingLabels(values, JURIDICO_LABELS);
  const ready = missing.length === 0;
  const missingId = useId();

  const onCaptcha = useCallback(
    (v: string) => setValue("g-recaptcha-response", v, { shouldValidate: isSubmitted && v !== "" }),
    [setValue, isSubmitted],
  );

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await create.mutateAsync({ ...body, usuario_id: Number(getStored("user_id")) || undefined });
      onSaved();
    } catch (err) {
      setCaptchaReset((n) => n + 1);
      setFailure(handleSaveError(err, JURIDICO_FAILED, setError, FIELDS));
    }
  });

  const e = (k: keyof JuridicoFormInput) => errors[k]?.message as string | undefined;
  const today = todayInGuatemala();

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Datos de la persona jurídica">
      {failure && <Alert>{failure}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="NIT" required autoComplete="off" {...numberFieldProps(nitText)} error={e("nit")} {...register("nit")} />
        <TextField label="Nombre de la empresa" required autoComplete="organization" error={e("empresa")} {...register("empresa")} />
        <TextField label="Número de registro" required error={e("numero_registro")} {...register("numero_registro")} />
        <TextField label="Folio" required error={e("folio")} {...register("folio")} />
        <TextField label="Libro" required error={e("libro")} {...register("libro")} />
        <TextField label="Expediente (opcional)" error={e("expediente")} {...register("expediente")} />
        <DateField label="Fecha de inscripción definitiva" required max={today} error={e("fecha_definitiva")} {...register("fecha_definitiva")} />
        <DateField label="Fecha de inscripción provisional" required max={today} error={e("fecha_profesional")} {...register("fecha_profesional")} />
        <FormSelect
          control={control}
          name="nacionalidad_id"
          label="Nacionalidad"
          items={nacionalidad.data}
          loading={nacionalidad.isPending}
          error={e("nacionalidad_id")}
        />
        <TextArea label="Objeto de la sociedad" required containerClassName="sm:col-span-2" error={e("objeto_sociedad")} {...register("objeto_sociedad")} />
      </div>
      <BotCheck onChange={onCaptcha} resetKey={captchaReset} error={e("g-recaptcha-response")} />
      <div className="flex flex-col items-end gap-2">
        <Button type="submit" size="lg" disabled={!ready} aria-describedby={ready ? undefined : missingId} busy={create.isPending} busyText="Guardando...">
          Guardar
        </Button>
        <MissingFieldsNote id={missingId} labels={missing} />
      </div>
    </form>
  );
}
