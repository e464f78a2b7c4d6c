import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState, type ChangeEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { todayInGuatemala } from "@portal/domain/formats";
import { TIEMPO_LABORAR, type Piloto, type PilotoLookupItem } from "@portal/domain/piloto";
import { AgeField } from "@/components/age-field";
import { Alert } from "@/components/ui/alert";
import { pastDateHint } from "@/components/past-date-hint";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DateField } from "@/components/ui/date-field";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import { Modal } from "@/components/ui/modal";
import { FormSelect } from "@/components/ui/form-select";
import { TextField } from "@/components/ui/text-field";
import { useCatalogue } from "@/lib/get-catalogue";
import { usePastDateConfirm } from "@/lib/past-date";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useSaveEntity } from "@/lib/use-save-entity";
import { cuiText, nitText, numberFieldProps, phoneText } from "@/lib/input-normalizers";
import { useCreatePiloto } from "../api/create-piloto";
import { useUpdatePiloto } from "../api/update-piloto";
import type { LookupField } from "../api/search-pilotos";
import { lookupQuery, PilotoLookupResults, type LookupQuery } from "./piloto-lookup";
import {
  emptyPiloto,
  ownHitToPiloto,
  PILOTO_FIELDS,
  PILOTO_MAX,
  pilotoFormSchema,
  pilotoToForm,
  TIPO_LICENCIA_OPTIONS,
  type PilotoFormInput,
  type PilotoFormOutput,
} from "./piloto-schema";

export const PILOTO_SAVE_FAILED = "No se pudo guardar el piloto";
export const PILOTO_UPDATE_FAILED = "No se pudo actualizar el piloto";
const LOOKUP_DEBOUNCE_MS = 400;

interface Props {
  open: boolean;
  /** The pilot being edited; null adds a new one. */
  editing: Piloto | null;
  onClose: () => void;
  /** Picking one of the carrier's own pilots in the lookup edits that pilot instead of duplicating it. */
  onEditExisting: (piloto: Piloto) => void;
}

/**
 * The pilot form dialog: every field of spec part 3 with the maxima of part 9, and in add mode the
 * lookup by NIT or CUI from 3 typed characters that fills the form from a chosen result.
 */
export function PilotoFormDialog({ open, editing, onClose, onEditExisting }: Props) {
  const formId = useId();
  const create = useCreatePiloto();
  const update = useUpdatePiloto();
  const estadoCivil = useCatalogue("estado_civil");
  const [notice, setNotice] = useState<string | null>(null);
  const [typed, setTyped] = useState<LookupQuery | null>(null);
  const lookup = useDebouncedValue(typed, LOOKUP_DEBOUNCE_MS);
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<PilotoFormInput, unknown, PilotoFormOutput>({
    resolver: zodResolver(pilotoFormSchema),
    defaultValues: emptyPiloto,
    // Each field is checked when it is left, so "40" years shows its error there (never silently changed to 25).
    mode: "onTouched",
  });
  const saving = useSaveEntity({
    editingId: editing?.id ?? null,
    create,
    update,
    failed: { create: PILOTO_SAVE_FAILED, update: PILOTO_UPDATE_FAILED },
    setError,
    fields: PILOTO_FIELDS,
    onSaved: () => close(),
  });
  const { setFailure } = saving;
  const [birth, licenceEnd] = useWatch({ control, name: ["fecha_nacimiento", "administrasion_licencia"] });
  const pastLicence = usePastDateConfirm();

  useEffect(() => {
    if (!open) return;
    reset(editing ? pilotoToForm(editing) : emptyPiloto);
    setFailure(null);
    setTyped(null);
  }, [open, editing, reset, setFailure]);

  useEffect(() => {
    if (!open) setNotice(null);
  }, [open]);

  const close = () => {
    reset(emptyPiloto);
    onClose();
  };

  const onLookupInput = (field: LookupField) => (e: ChangeEvent<HTMLInputElement>) => {
    if (!editing) setTyped(lookupQuery(field, e.target.value));
  };

  const onPick = (item: PilotoLookupItem) => {
    setTyped(null);
    if (item.own) {
      setNotice("Este piloto ya está registrado en su lista: los cambios que guarde actualizarán su registro.");
      onEditExisting(ownHitToPiloto(item));
      return;
    }
    const opts = { shouldDirty: true };
    setValue("nombre", item.nombre, opts);
    setValue("apellido", item.apellido, opts);
    setValue("fecha_nacimiento", item.fecha_nacimiento, opts);
    setValue("nit", item.nit, opts);
    setValue("cui", item.cui, opts);
    clearErrors(["nombre", "apellido", "fecha_nacimiento", "nit", "cui"]);
    setNotice(`Datos de identificación de ${item.nombre} ${item.apellido} cargados. Complete el resto del formulario.`);
  };

  // A licence already expired is asked about before saving, unless it is the date the pilot already had.
  const storedEnd = editing ? (editing.administrasion_licencia ?? editing.adminision_licencia) : null;
  const onSubmit = handleSubmit((body) =>
    pastLicence.guard(body.administrasion_licencia === storedEnd ? null : body.administrasion_licencia, "la licencia del piloto", () => saving.save(body)),
  );

  const e = (k: keyof PilotoFormInput) => errors[k]?.message as string | undefined;

  return (
    <Modal
      open={open}
      onClose={close}
      title={editing ? "Editar Piloto" : "Agregar Piloto"}
      size="xl"
      footer={<SaveCancelFooter formId={formId} busy={saving.busy} onCancel={close} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Datos del piloto">
        {saving.failure && <Alert>{saving.failure}</Alert>}
        {notice && <Alert tone="info">{notice}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="NIT"
            required
            autoComplete="off"
            {...numberFieldProps(nitText, PILOTO_MAX.nit)}
            hint={editing ? undefined : "Escriba 3 caracteres o más para buscar pilotos registrados."}
            error={e("nit")}
            {...register("nit", { onChange: onLookupInput("nit") })}
          />
          <TextField
            label="CUI"
            required
            inputMode="numeric"
            autoComplete="off"
            {...numberFieldProps(cuiText, PILOTO_MAX.cui)}
            hint={editing ? "13 dígitos" : "13 dígitos. Escriba 3 o más para buscar pilotos registrados."}
            error={e("cui")}
            {...register("cui", { onChange: onLookupInput("cui") })}
          />
          {typed && lookup && !editing && <PilotoLookupResults query={lookup} onPick={onPick} />}
          <TextField label="Nombre" required maxLength={PILOTO_MAX.nombre} error={e("nombre")} {...register("nombre")} />
          <TextField label="Apellido" required maxLength={PILOTO_MAX.apellido} error={e("apellido")} {...register("apellido")} />
          <DateField label="Fecha de nacimiento" required max={todayInGuatemala()} error={e("fecha_nacimiento")} {...register("fecha_nacimiento")} />
          <AgeField birth={birth} />
          <TextField
            label="Correo Electrónico"
            type="email"
            autoComplete="off"
            maxLength={PILOTO_MAX.correo_electronico}
            error={e("correo_electronico")}
            {...register("correo_electronico")}
          />
          <TextField
            label="Teléfono"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            {...numberFieldProps(phoneText, PILOTO_MAX.telefono)}
            hint="8 dígitos, por ejemplo 55551234"
            error={e("telefono")}
            {...register("telefono")}
          />
          <TextField
            label="Dirección"
            maxLength={PILOTO_MAX.direccion}
            containerClassName="sm:col-span-2"
            error={e("direccion")}
            {...register("direccion")}
          />
          <FormSelect control={control} name="estado_civil_id" label="Estado civil" items={estadoCivil.data} loading={estadoCivil.isPending} error={e("estado_civil_id")} />
          <TextField label="Número de documento" maxLength={50} error={e("numero_documento")} {...register("numero_documento")} />
          <FormSelect control={control} name="tipo_licencia" label="Tipo de licencia" items={TIPO_LICENCIA_OPTIONS} error={e("tipo_licencia")} />
          <DateField
            label="Vencimiento de la licencia"
            hint={pastDateHint(typeof licenceEnd === "string" ? licenceEnd : null, "la licencia del piloto")}
            error={e("administrasion_licencia")}
            {...register("administrasion_licencia")}
          />
          <TextField
            label="Tiempo de laborar (años)"
            type="number"
            inputMode="numeric"
            min={TIEMPO_LABORAR.min}
            max={TIEMPO_LABORAR.max}
            step={1}
            hint="De 1 a 25 años. Ingrese 1 si es menor a un año."
            error={e("tiempo_laborar")}
            {...register("tiempo_laborar")}
          />
          <TextField label="Tiempo laboral" maxLength={50} hint="Por ejemplo: TIEMPO COMPLETO" error={e("tiempo_laboral")} {...register("tiempo_laboral")} />
          <TextField
            label="Experiencia manejando"
            maxLength={50}
            hint="Por ejemplo: 5 AÑOS EN BUSES EXTRAURBANOS"
            error={e("experiencia_manejando")}
            {...register("experiencia_manejando")}
          />
          <TextField label="Documento INTECAP" maxLength={50} hint="Número del diploma de INTECAP" error={e("documento_intecap")} {...register("documento_intecap")} />
        </div>
        <div className="flex flex-wrap gap-6">
          <Checkbox label="Tiene hijos" error={e("tiene_hijo")} {...register("tiene_hijo")} />
          <Checkbox label="Activo" error={e("activo")} {...register("activo")} />
        </div>
      </form>
      <ConfirmDialog {...pastLicence.dialog} />
    </Modal>
  );
}
