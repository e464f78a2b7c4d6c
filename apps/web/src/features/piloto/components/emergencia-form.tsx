import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { emergenciaInput, type EmergenciaInput } from "@portal/domain/emergencia";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { reportSaveError } from "@/lib/save-error";
import { toast } from "@/lib/toast";
import { numberFieldProps, phoneText } from "@/lib/input-normalizers";
import { useCreateEmergencia } from "../api/create-emergencia";

/** The old portal's toast for this form, verbatim (spec part 8). */
export const EMERGENCIA_SAVE_FAILED = "No se pudo agregar la dirección a la piloto";

type FormInput = EmergenciaInput;
type FormOutput = z.output<typeof emergenciaInput>;

const empty: FormInput = { nombre: "", direccion: "", telefono: "", email: "" };
const filled = (v: unknown) => typeof v === "string" && v.trim().length > 0;

/**
 * "Agregar Información de Contacto de Emergencia": the add button is enabled only when nombre,
 * direccion and telefono are non-empty after trimming and no field shows an error (spec part 5).
 */
export function EmergenciaForm({ pilotoId }: { pilotoId: number }) {
  const create = useCreateEmergencia(pilotoId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(emergenciaInput), defaultValues: empty, mode: "onTouched" });
  const [nombre, direccion, telefono] = useWatch({ control, name: ["nombre", "direccion", "telefono"] });
  const ready = filled(nombre) && filled(direccion) && filled(telefono) && !errors.telefono && !errors.email;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await create.mutateAsync(body);
      toast.success();
      reset(empty);
    } catch (err) {
      setFailure(reportSaveError(err, EMERGENCIA_SAVE_FAILED, setError, ["nombre", "direccion", "telefono", "email"]));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Agregar Información de Contacto de Emergencia">
      {failure && <Alert>{failure}</Alert>}
      <div className="grid gap-5 md:grid-cols-3">
        <TextField label="Nombre Completo" required maxLength={150} error={errors.nombre?.message} {...register("nombre")} />
        <TextField label="Dirección" required maxLength={300} error={errors.direccion?.message} {...register("direccion")} />
        <TextField
          label="Teléfono"
          required
          type="tel"
          inputMode="numeric"
          {...numberFieldProps(phoneText, 8)}
          hint="8 dígitos"
          error={errors.telefono?.message}
          {...register("telefono")}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!ready} busy={create.isPending} busyText="Guardando...">
          Agregar Contacto
        </Button>
      </div>
    </form>
  );
}
