import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { licenciaCreateSchema, type LicenciaCreate, type LicenciaInput } from "@portal/domain/licencia";
import { pastDateHint } from "@/components/past-date-hint";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DateField } from "@/components/ui/date-field";
import { FormSelect } from "@/components/ui/form-select";
import { TextField } from "@/components/ui/text-field";
import { useCatalogue } from "@/lib/get-catalogue";
import { usePastDateConfirm } from "@/lib/past-date";
import { reportSaveError } from "@/lib/save-error";
import { toast } from "@/lib/toast";
import { useCreateLicencia } from "../api/create-licencia";

export const LICENCIA_CREATE_FAILED = "No se pudo agregar la licencia";

const FIELDS = ["numero", "inicia", "fin", "tipo_licencia_id"] as const;
const EMPTY: LicenciaCreate = { numero: "", inicia: "", fin: "", tipo_licencia_id: "" };

/** Registers a licence: all four fields are required (spec part 5), the number has a format check. */
export function LicenciaForm({ personaId }: { personaId: string | null }) {
  const create = useCreateLicencia(personaId);
  const tipos = useCatalogue("tipo_licencia");
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<LicenciaCreate, unknown, LicenciaInput>({
    resolver: zodResolver(licenciaCreateSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const values = useWatch({ control });
  const ready = FIELDS.every((k) => String(values[k] ?? "").trim() !== "");
  const pastFin = usePastDateConfirm();

  const save = async (body: LicenciaInput) => {
    setFailure(null);
    try {
      await create.mutateAsync(body);
      toast.success();
      reset(EMPTY);
    } catch (err) {
      setFailure(reportSaveError(err, LICENCIA_CREATE_FAILED, setError, [...FIELDS]));
    }
  };
  // An expiry already past is allowed (an old licence being recorded) but asked about first.
  const onSubmit = handleSubmit((body) => pastFin.guard(body.fin, "la licencia", () => save(body)));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Registrar licencia" className="flex flex-col gap-5">
      {failure && <Alert>{failure}</Alert>}
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-4">
        <TextField label="Número de Licencia" required autoComplete="off" maxLength={30} error={errors.numero?.message} {...register("numero")} />
        <DateField label="Fecha de Inicio" required error={errors.inicia?.message} {...register("inicia")} />
        <DateField
          label="Fecha de Expiración"
          required
          hint={pastDateHint(values.fin, "la licencia")}
          error={errors.fin?.message}
          {...register("fin")}
        />
        <FormSelect
          control={control}
          name="tipo_licencia_id"
          label="Tipo de Licencia"
          required
          items={tipos.data}
          loading={tipos.isPending}
          error={errors.tipo_licencia_id?.message}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!ready} busy={create.isPending} busyText="Guardando...">
          Agregar Licencia
        </Button>
      </div>
      <ConfirmDialog {...pastFin.dialog} />
    </form>
  );
}
