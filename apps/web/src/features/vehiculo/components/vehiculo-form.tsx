import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { VEHICULO_MSG, vehiculoUpdateSchema, type Vehiculo, type VehiculoUpdateInput } from "@portal/domain/vehiculo";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { reportSaveError } from "@/lib/save-error";
import { toast } from "@/lib/toast";
import { useCreateVehiculo } from "../api/create-vehiculo";
import { useUpdateVehiculo } from "../api/update-vehiculo";
import { PolizaFields } from "./poliza-fields";
import { VehiculoFields } from "./vehiculo-fields";
import { EMPTY_VEHICULO, VEHICULO_FIELDS, VEHICULO_REQUIRED, vehiculoToForm, type VehiculoFormValues } from "./vehiculo-form-values";

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
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<VehiculoFormValues, unknown, VehiculoUpdateInput>({
    resolver: zodResolver(vehiculoUpdateSchema),
    mode: "onTouched",
    defaultValues: editing ? vehiculoToForm(editing) : EMPTY_VEHICULO,
  });
  useEffect(() => {
    register("poliza_documento");
  }, [register]);

  const values = useWatch({ control });
  const ready =
    VEHICULO_REQUIRED.every((k) => String(values[k] ?? "").trim() !== "") && (editing !== null || Boolean(values.poliza_documento));

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body });
      } else {
        if (!body.poliza_documento) {
          setError("poliza_documento", { message: VEHICULO_MSG.documentoRequired });
          return;
        }
        await create.mutateAsync({ ...body, poliza_documento: body.poliza_documento });
      }
      toast.success();
      onDone();
    } catch (err) {
      setFailure(reportSaveError(err, editing ? VEHICULO_UPDATE_FAILED : VEHICULO_CREATE_FAILED, setError, VEHICULO_FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? "Editar vehículo" : "Agregar vehículo"} className="flex flex-col gap-8">
      {failure && <Alert>{failure}</Alert>}
      <VehiculoFields register={register} control={control} errors={errors} />
      <PolizaFields
        register={register}
        errors={errors}
        documentoOptional={editing !== null}
        onDocumento={(dataUrl) => {
          clearErrors("poliza_documento");
          setValue("poliza_documento", dataUrl ?? undefined, { shouldDirty: true });
        }}
        onDocumentoRejected={(message) => {
          setValue("poliza_documento", undefined);
          setError("poliza_documento", { message });
        }}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={!ready} busy={create.isPending || update.isPending} busyText="Guardando...">
          {editing ? "Guardar Cambios" : "Guardar Vehículo"}
        </Button>
      </div>
    </form>
  );
}
