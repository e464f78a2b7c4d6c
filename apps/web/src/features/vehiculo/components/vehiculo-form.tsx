import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { VEHICULO_MSG, vehiculoFormSchema, type Vehiculo, type VehiculoFormInput } from "@portal/domain/vehiculo";
import { Alert } from "@/components/ui/alert";
import { MissingFieldsNote } from "@/components/missing-fields-note";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { missingLabels } from "@/lib/missing-fields";
import { usePastDateConfirm } from "@/lib/past-date";
import { reportSaveError } from "@/lib/save-error";
import { toast } from "@/lib/toast";
import { useCreateVehiculo } from "../api/create-vehiculo";
import { useUpdateVehiculo } from "../api/update-vehiculo";
import { PolizaFields } from "./poliza-fields";
import { VehiculoFields } from "./vehiculo-fields";
import { EMPTY_VEHICULO, VEHICULO_DOCUMENTO_LABEL, VEHICULO_FIELDS, VEHICULO_LABELS, vehiculoToForm, type VehiculoFormValues } from "./vehiculo-form-values";

export const VEHICULO_CREATE_FAILED = "No se pudo agregar el vehículo";
export const VEHICULO_UPDATE_FAILED = "No se pudo actualizar el vehículo";

interface Props {
  tarjetaId: number;
  /** The vehicle being edited (PUT), or null to add one (POST). */
  editing: Vehiculo | null;
  onDone: () => void;
}

/**
 * Adds or edits a vehicle with its policy. Add stays disabled until every required field and the
 * policy PDF are there (spec part 5); on edit the PDF is optional.
 */
export function VehiculoForm({ tarjetaId, editing, onDone }: Props) {
  const create = useCreateVehiculo(tarjetaId);
  const update = useUpdateVehiculo(tarjetaId);
  const [failure, setFailure] = useState<string | null>(null);
  // The share of the policy PDF sent so far, while a save with a file is under way.
  const [sent, setSent] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<VehiculoFormValues, unknown, VehiculoFormInput>({
    resolver: zodResolver(vehiculoFormSchema),
    mode: "onTouched",
    defaultValues: editing ? vehiculoToForm(editing) : EMPTY_VEHICULO,
  });
  useEffect(() => {
    register("poliza_documento");
  }, [register]);

  const values = useWatch({ control });
  const missing = missingLabels(values, VEHICULO_LABELS);
  if (editing === null && !values.poliza_documento) missing.push(VEHICULO_DOCUMENTO_LABEL);
  const ready = missing.length === 0;
  const missingId = useId();
  const pastFin = usePastDateConfirm();

  const save = async (fields: VehiculoFormInput) => {
    setFailure(null);
    // The schema parses the text fields only; the file is kept as chosen.
    const poliza = getValues("poliza_documento");
    const onProgress = poliza ? setSent : undefined;
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, fields, poliza, onProgress });
      } else {
        if (!poliza) {
          setError("poliza_documento", { message: VEHICULO_MSG.documentoRequired });
          return;
        }
        await create.mutateAsync({ fields, poliza, onProgress });
      }
      toast.success();
      onDone();
    } catch (err) {
      setFailure(reportSaveError(err, editing ? VEHICULO_UPDATE_FAILED : VEHICULO_CREATE_FAILED, setError, VEHICULO_FIELDS));
    } finally {
      setSent(null);
    }
  };
  // A policy that already ended may be recorded (it shows as vencida) but is asked about first.
  const storedFin = editing?.poliza?.fecha_fin ?? null;
  const onSubmit = handleSubmit((body) =>
    pastFin.guard(body.poliza_fecha_fin === storedFin ? null : body.poliza_fecha_fin, "la póliza", () => save(body)),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? "Editar vehículo" : "Agregar vehículo"} className="flex flex-col gap-8">
      {failure && <Alert>{failure}</Alert>}
      <VehiculoFields register={register} control={control} errors={errors} />
      <PolizaFields
        register={register}
        errors={errors}
        documentoOptional={editing !== null}
        fechaFin={values.poliza_fecha_fin}
        onDocumento={(file) => {
          clearErrors("poliza_documento");
          setValue("poliza_documento", file, { shouldDirty: true });
        }}
        onDocumentoRejected={(message) => {
          setValue("poliza_documento", undefined);
          setError("poliza_documento", { message });
        }}
      />
      <div className="flex flex-col items-end gap-2">
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onDone}>
            Cancelar
          </Button>
          <Button
            type="submit"
            disabled={!ready}
            aria-describedby={ready ? undefined : missingId}
            busy={create.isPending || update.isPending}
            busyText={sent === null ? "Guardando..." : `Guardando... ${Math.round(sent * 100)} %`}
          >
            {editing ? "Guardar Cambios" : "Guardar Vehículo"}
          </Button>
        </div>
        <MissingFieldsNote id={missingId} labels={missing} />
      </div>
      <ConfirmDialog {...pastFin.dialog} />
    </form>
  );
}
