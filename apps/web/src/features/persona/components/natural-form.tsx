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
import { TextField } from "@/components/ui/text-field";
import { useCatalogue } from "@/lib/get-catalogue";
import { missingLabels } from "@/lib/missing-fields";
import { getStored } from "@/lib/session";
import { cuiText, nitText, numberFieldProps } from "@/lib/input-normalizers";
import { useCreateNatural } from "../api/create-persona";
import {
  NATURAL_LABELS,
  NATURAL_REQUIRED,
  naturalFormSchema,
  type NaturalFormInput,
  type NaturalFormOutput,
} from "./profile-schemas";
import { handleSaveError } from "./save-profile";

export const NATURAL_FAILED = "No se pudo guardar la persona natural";

const FIELDS = [...NATURAL_REQUIRED, "pasaporte", "nacionalidad_id", "g-recaptcha-response"];

export function NaturalForm({ onSaved }: { onSaved: () => void }) {
  const create = useCreateNatural();
  const estadoCivil = useCatalogue("estado_civil");
  const profesion = useCatalogue("profesion_oficio", undefined, { sort: true });
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
  } = useForm<NaturalFormInput, unknown, NaturalFormOutput>({
    resolver: zodResolver(naturalFormSchema),
    mode: "onTouched",
    defaultValues: {
      nit: getStored("nit") ?? "",
      cui: "",
      nombre: "",
      apellido: "",
      fecha_nacimiento: "",
      pasaporte: "",
      estado_civil_id: "",
      profesion_oficio_id: "",
      nacionalidad_id: "1",
      "g-recaptcha-response": "",
    },
  });
  const values = useWatch({ control });
  const missing = missingLabels(values, NATURAL_LABELS);
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
      setFailure(handleSaveError(err, NATURAL_FAILED, setError, FIELDS));
    }
  });

  const e = (k: keyof NaturalFormInput) => errors[k]?.message as string | undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Datos de la persona individual">
      {failure && <Alert>{failure}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="NIT" required autoComplete="off" {...numberFieldProps(nitText)} error={e("nit")} {...register("nit")} />
        <TextField label="CUI (DPI)" required inputMode="numeric" {...numberFieldProps(cuiText, 13)} hint="13 dígitos" error={e("cui")} {...register("cui")} />
        <TextField label="Nombres" required autoComplete="given-name" error={e("nombre")} {...register("nombre")} />
        <TextField label="Apellidos" required autoComplete="family-name" error={e("apellido")} {...register("apellido")} />
        <DateField label="Fecha de nacimiento" required max={todayInGuatemala()} error={e("fecha_nacimiento")} {...register("fecha_nacimiento")} />
        <TextField label="Pasaporte (opcional)" error={e("pasaporte")} {...register("pasaporte")} />
        <FormSelect
          control={control}
          name="estado_civil_id"
          label="Estado civil"
          required
          items={estadoCivil.data}
          loading={estadoCivil.isPending}
          error={e("estado_civil_id")}
        />
        <FormSelect
          control={control}
          name="profesion_oficio_id"
          label="Profesión u oficio"
          required
          items={profesion.data}
          loading={profesion.isPending}
          error={e("profesion_oficio_id")}
        />
        <FormSelect
          control={control}
          name="nacionalidad_id"
          label="Nacionalidad"
          items={nacionalidad.data}
          loading={nacionalidad.isPending}
          error={e("nacionalidad_id")}
        />
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
