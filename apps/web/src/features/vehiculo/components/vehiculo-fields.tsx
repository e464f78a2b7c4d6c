import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { FormSelect } from "@/components/ui/form-select";
import { TextField } from "@/components/ui/text-field";
import { useCatalogue } from "@/lib/get-catalogue";
import { nitText, numberFieldProps } from "@/lib/input-normalizers";
import type { VehiculoFormValues } from "./vehiculo-form-values";

/** Seats are capped at 99 and serial, chassis and engine at 25 characters (spec part 9). */
export const MAX_ASIENTOS = 99;
export const MAX_SERIE = 25;

interface Props {
  register: UseFormRegister<VehiculoFormValues>;
  control: Control<VehiculoFormValues>;
  errors: FieldErrors<VehiculoFormValues>;
}

export function VehiculoFields({ register, control, errors }: Props) {
  const color = useCatalogue("color");
  const tipoVehiculo = useCatalogue("tipo_vehiculo");
  const tipoPlaca = useCatalogue("tipo_placa");
  const tipoUso = useCatalogue("tipo_uso");
  const tipoCombustible = useCatalogue("tipo_combustible");
  const marca = useCatalogue("marca_vehiculo");
  const e = (k: keyof VehiculoFormValues) => errors[k]?.message as string | undefined;

  return (
    <fieldset className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      <legend className="mb-4 text-base font-semibold text-gray-900 dark:text-white">Datos del Vehículo</legend>
      <TextField label="NIT del propietario" required autoComplete="off" {...numberFieldProps(nitText)} error={e("nit")} {...register("nit")} />
      <TextField label="Número de Placa" required autoComplete="off" placeholder="123AAA" maxLength={6} hint="Tres dígitos y tres letras, p. ej. 123AAA" error={e("numero_placa")} {...register("numero_placa")} />
      <TextField
        label="Asientos"
        required
        type="number"
        min={1}
        max={MAX_ASIENTOS}
        inputMode="numeric"
        hint={`Máximo ${MAX_ASIENTOS}`}
        error={e("asiento")}
        {...register("asiento")}
      />
      <FormSelect control={control} name="marca_vehiculo_id" label="Marca" required items={marca.data} loading={marca.isPending} error={e("marca_vehiculo_id")} />
      <TextField label="Modelo" required inputMode="numeric" maxLength={4} placeholder="2020" hint="Año del modelo (4 dígitos)" error={e("modelo")} {...register("modelo")} />
      <TextField label="Línea" autoComplete="off" maxLength={60} error={e("linea")} {...register("linea")} />
      <TextField label="Motor" required autoComplete="off" maxLength={MAX_SERIE} error={e("motor")} {...register("motor")} />
      <TextField label="Número de Serie" autoComplete="off" maxLength={MAX_SERIE} error={e("numero_serie")} {...register("numero_serie")} />
      <TextField label="Número de Chasis" required autoComplete="off" maxLength={MAX_SERIE} error={e("numero_chasis")} {...register("numero_chasis")} />
      <TextField label="Cilindros" type="number" min={0} inputMode="numeric" error={e("cilindro")} {...register("cilindro")} />
      <TextField label="CC" type="number" min={0} inputMode="numeric" error={e("cc")} {...register("cc")} />
      <FormSelect control={control} name="color_id" label="Color" required items={color.data} loading={color.isPending} error={e("color_id")} />
      <FormSelect control={control} name="tipo_vehiculo_id" label="Tipo de Vehículo" required items={tipoVehiculo.data} loading={tipoVehiculo.isPending} error={e("tipo_vehiculo_id")} />
      <FormSelect control={control} name="tipo_placa_id" label="Tipo de Placa" required items={tipoPlaca.data} loading={tipoPlaca.isPending} error={e("tipo_placa_id")} />
      <FormSelect control={control} name="tipo_uso_id" label="Tipo de Uso" required items={tipoUso.data} loading={tipoUso.isPending} error={e("tipo_uso_id")} />
      <FormSelect
        control={control}
        name="tipo_combustible_id"
        label="Tipo de Combustible"
        required
        items={tipoCombustible.data}
        loading={tipoCombustible.isPending}
        error={e("tipo_combustible_id")}
      />
      <Checkbox label="Vehículo activo" containerClassName="self-center" error={e("activo")} {...register("activo")} />
    </fieldset>
  );
}
