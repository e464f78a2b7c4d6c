import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, type FieldValues, type Path, type UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import { todayInGuatemala } from "@portal/domain/formats";
import { representanteUpdateSchema, type RepresentanteRow } from "@portal/domain/representante";
import { Alert } from "@/components/ui/alert";
import { DateField } from "@/components/ui/date-field";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import { Modal } from "@/components/ui/modal";
import { FormSelect } from "@/components/ui/form-select";
import { TextField } from "@/components/ui/text-field";
import { useCatalogue } from "@/lib/get-catalogue";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCreateRepresentante } from "../api/create-representante";
import { useUpdateRepresentante } from "../api/update-representante";

export const REPRESENTANTE_ADD_FAILED = "No se pudo agregar el representante";
export const REPRESENTANTE_UPDATE_FAILED = "No se pudo actualizar el representante";

type Input = z.input<typeof representanteUpdateSchema>;
type Output = z.output<typeof representanteUpdateSchema>;

const FIELDS: Array<keyof Input & string> = [
  "nombre",
  "apellido",
  "cargo_id",
  "nacionalidad_id",
  "numero_registro",
  "folio",
  "libro",
  "expediente",
  "tipo_libro_id",
  "fecha_registro",
  "fecha_acta",
  "inicio_vigencia",
  "plazo_vigenia",
];

const EMPTY: Input = {
  nombre: "",
  apellido: "",
  cargo_id: "",
  nacionalidad_id: "1",
  numero_registro: "",
  folio: "",
  libro: "",
  expediente: "",
  tipo_libro_id: "",
  fecha_registro: "",
  fecha_acta: "",
  inicio_vigencia: "",
  plazo_vigenia: "",
};

function fromRow(r: RepresentanteRow): Input {
  return {
    nombre: r.nombre,
    apellido: r.apellido,
    cargo_id: String(r.cargo_id),
    nacionalidad_id: String(r.nacionalidad_id),
    numero_registro: r.numero_registro,
    folio: r.folio,
    libro: r.libro,
    expediente: r.expediente ?? "",
    tipo_libro_id: String(r.tipo_libro_id),
    fecha_registro: r.fecha_registro,
    fecha_acta: r.fecha_acta,
    inicio_vigencia: r.inicio_vigencia,
    plazo_vigenia: r.plazo_vigenia,
  };
}

/** The spec's toast, the API's field errors on their fields, and its explanation when no field carries it. */
function failureOf<T extends FieldValues>(err: unknown, spec: string, setError: UseFormSetError<T>): string {
  toast.error(spec);
  if (!(err instanceof ApiError)) return spec;
  let matched = false;
  for (const [field, messages] of Object.entries(err.errors)) {
    if ((FIELDS as string[]).includes(field) && messages[0]) {
      setError(field as Path<T>, { type: "server", message: messages[0] });
      matched = true;
    }
  }
  return matched ? spec : `${spec}: ${err.message}`;
}

interface RepresentanteFormProps {
  personaId: number;
  juridicoId: number;
  /** The representative being edited; none to add one. */
  editing: RepresentanteRow | null;
  onClose: () => void;
}

/** Add or edit a representative (modal). `plazo_vigenia` keeps the contract's spelling. */
export function RepresentanteForm({ personaId, juridicoId, editing, onClose }: RepresentanteFormProps) {
  const formId = useId();
  const create = useCreateRepresentante(juridicoId);
  const update = useUpdateRepresentante(juridicoId);
  const cargos = useCatalogue("cargo");
  const nacionalidades = useCatalogue("paisNacionalidad");
  const tiposLibro = useCatalogue("tipo_libro");
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, formState: { errors } } = useForm<Input, unknown, Output>({
    resolver: zodResolver(representanteUpdateSchema),
    mode: "onTouched",
    defaultValues: editing ? fromRow(editing) : EMPTY,
  });
  const today = todayInGuatemala();

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      if (editing) await update.mutateAsync({ id: editing.id, body });
      else await create.mutateAsync({ ...body, persona_id: personaId, juridico_id: juridicoId });
      toast.success();
      onClose();
    } catch (err) {
      setFailure(failureOf(err, editing ? REPRESENTANTE_UPDATE_FAILED : REPRESENTANTE_ADD_FAILED, setError));
    }
  });

  const e = (k: keyof Input) => errors[k]?.message as string | undefined;

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? "Editar representante" : "Agregar representante"}
      size="xl"
      footer={<SaveCancelFooter formId={formId} busy={create.isPending || update.isPending} onCancel={onClose} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {failure && <Alert>{failure}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <TextField label="Nombre" required autoComplete="off" error={e("nombre")} {...register("nombre")} />
          <TextField label="Apellido" required autoComplete="off" error={e("apellido")} {...register("apellido")} />
          <FormSelect control={control} name="cargo_id" label="Cargo" required items={cargos.data} loading={cargos.isPending} error={e("cargo_id")} />
          <FormSelect
            control={control}
            name="nacionalidad_id"
            label="Nacionalidad"
            required
            items={nacionalidades.data}
            loading={nacionalidades.isPending}
            error={e("nacionalidad_id")}
          />
          <TextField label="Número de registro" required error={e("numero_registro")} {...register("numero_registro")} />
          <TextField label="Folio" required error={e("folio")} {...register("folio")} />
          <TextField label="Libro" required error={e("libro")} {...register("libro")} />
          <FormSelect
            control={control}
            name="tipo_libro_id"
            label="Tipo de libro"
            required
            items={tiposLibro.data}
            loading={tiposLibro.isPending}
            error={e("tipo_libro_id")}
          />
          <TextField label="Expediente (opcional)" error={e("expediente")} {...register("expediente")} />
          <DateField label="Fecha de registro" required max={today} error={e("fecha_registro")} {...register("fecha_registro")} />
          <DateField label="Fecha del acta" required max={today} error={e("fecha_acta")} {...register("fecha_acta")} />
          <DateField label="Inicio de vigencia" required error={e("inicio_vigencia")} {...register("inicio_vigencia")} />
          <DateField label="Plazo de vigencia" required error={e("plazo_vigenia")} {...register("plazo_vigenia")} />
        </div>
      </form>
    </Modal>
  );
}
