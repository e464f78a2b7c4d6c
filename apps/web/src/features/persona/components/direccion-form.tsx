import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { direccionCreateSchema } from "@portal/domain/persona-contacto";
import { Checkbox } from "@/components/ui/checkbox";
import { FormSelect } from "@/components/ui/form-select";
import { TextField } from "@/components/ui/text-field";
import { useCatalogue } from "@/lib/get-catalogue";
import { toast } from "@/lib/toast";
import { useCreateDireccion } from "../api/create-direccion";
import { ContactFormModal } from "./contact-form-modal";
import { allFilled } from "./profile-schemas";
import { handleSaveError } from "./save-profile";

export const DIRECCION_ADD_FAILED = "No se pudo agregar la dirección a la persona";

type Input = z.input<typeof direccionCreateSchema>;
type Output = z.output<typeof direccionCreateSchema>;

const FIELDS = ["direccion", "direccion_completa", "notificar", "pais_id", "departamento_id", "municipio_id", "tipo_direccion_id"];
const REQUIRED = ["direccion", "pais_id", "departamento_id", "municipio_id", "tipo_direccion_id"];

/**
 * Add an address. País → departamento → municipio: each select waits for its parent and lists only
 * that parent's children; changing a parent clears what hung from it.
 */
export function DireccionForm({ personaId, onClose }: { personaId: number; onClose: () => void }) {
  const create = useCreateDireccion(personaId);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, setValue, setError, watch, formState: { errors } } = useForm<Input, unknown, Output>({
    resolver: zodResolver(direccionCreateSchema),
    mode: "onTouched",
    defaultValues: { direccion: "", direccion_completa: "", notificar: false, pais_id: "", departamento_id: "", municipio_id: "", tipo_direccion_id: "" },
  });
  const values = useWatch({ control });
  const paisId = String(values.pais_id ?? "");
  const departamentoId = String(values.departamento_id ?? "");

  // A new parent clears what hung from it.
  useEffect(() => {
    const sub = watch((_, { name }) => {
      if (name === "pais_id") setValue("departamento_id", "");
      if (name === "pais_id" || name === "departamento_id") setValue("municipio_id", "");
    });
    return () => sub.unsubscribe();
  }, [watch, setValue]);

  const paises = useCatalogue("pais");
  const departamentos = useCatalogue("departamento", { pais_id: paisId }, { enabled: paisId !== "" });
  const municipios = useCatalogue("municipio", { departamento_id: departamentoId }, { enabled: departamentoId !== "" });
  const tipos = useCatalogue("tipo_direccion");

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await create.mutateAsync(body);
      toast.success();
      onClose();
    } catch (err) {
      setFailure(handleSaveError(err, DIRECCION_ADD_FAILED, setError, FIELDS));
    }
  });

  const e = (k: keyof Input) => errors[k]?.message as string | undefined;

  return (
    <ContactFormModal
      title="Agregar dirección"
      onClose={onClose}
      onSubmit={onSubmit}
      canSave={allFilled(values, REQUIRED)}
      busy={create.isPending}
      failure={failure}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Dirección" required autoComplete="street-address" error={e("direccion")} containerClassName="sm:col-span-2" {...register("direccion")} />
        <TextField
          label="Dirección completa (opcional)"
          hint="Referencias, colonia, zona, aldea…"
          error={e("direccion_completa")}
          containerClassName="sm:col-span-2"
          {...register("direccion_completa")}
        />
        <FormSelect control={control} name="pais_id" label="País" required items={paises.data} loading={paises.isPending} error={e("pais_id")} />
        <FormSelect
          control={control}
          name="departamento_id"
          label="Departamento"
          required
          items={paisId ? departamentos.data : []}
          loading={paisId !== "" && departamentos.isPending}
          disabled={paisId === ""}
          hint={paisId === "" ? "Seleccione primero el país." : undefined}
          error={e("departamento_id")}
        />
        <FormSelect
          control={control}
          name="municipio_id"
          label="Municipio"
          required
          items={departamentoId ? municipios.data : []}
          loading={departamentoId !== "" && municipios.isPending}
          disabled={departamentoId === ""}
          hint={departamentoId === "" ? "Seleccione primero el departamento." : undefined}
          error={e("municipio_id")}
        />
        <FormSelect
          control={control}
          name="tipo_direccion_id"
          label="Tipo de dirección"
          required
          items={tipos.data}
          loading={tipos.isPending}
          error={e("tipo_direccion_id")}
        />
        <Checkbox label="Recibir notificaciones" error={e("notificar")} containerClassName="sm:col-span-2" {...register("notificar")} />
      </div>
    </ContactFormModal>
  );
}
