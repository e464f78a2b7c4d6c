import { zodResolver } from "@hookform/resolvers/zod";
import type { FormEvent } from "react";
import { useForm } from "react-hook-form";
import { tarjetaCreateSchema, type TarjetaCreate, type TarjetaInput } from "@portal/domain/tarjeta-operacion";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { reportSaveError } from "@/lib/save-error";
import { toast } from "@/lib/toast";
import { useCreateTarjeta } from "../api/create-tarjeta";

export const TARJETA_CREATE_FAILED = "No se pudo agregar la tarjeta de operación";

/** The add-card input: upper-cased, format-checked ("T-12345"); an empty value is ignored (spec part 5). */
export function TarjetaForm({ licenciaId }: { licenciaId: number }) {
  const create = useCreateTarjeta(licenciaId);
  const {
    register,
    handleSubmit,
    getValues,
    clearErrors,
    reset,
    setError,
    formState: { errors },
  } = useForm<TarjetaCreate, unknown, TarjetaInput>({ resolver: zodResolver(tarjetaCreateSchema), defaultValues: { numero: "" }, mode: "onTouched" });

  const save = handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success();
      reset({ numero: "" });
    } catch (err) {
      const text = reportSaveError(err, TARJETA_CREATE_FAILED, setError, ["numero"]);
      if (text) setError("numero", { type: "server", message: text });
    }
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!String(getValues("numero") ?? "").trim()) {
      e.preventDefault();
      clearErrors();
      return;
    }
    void save(e);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Agregar tarjeta de operación" className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label="Número de Tarjeta de Operación"
        placeholder="T-12345"
        hint="Ejemplo: T-12345"
        autoComplete="off"
        maxLength={7}
        containerClassName="sm:w-80"
        error={errors.numero?.message}
        {...register("numero")}
      />
      <Button type="submit" className="sm:mt-7" busy={create.isPending} busyText="Guardando...">
        Agregar Tarjeta
      </Button>
    </form>
  );
}
