import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { pastDateHint } from "@/components/past-date-hint";
import { PdfField } from "@/components/pdf-field";
import { DateField } from "@/components/ui/date-field";
import { TextField } from "@/components/ui/text-field";
import type { VehiculoFormValues } from "./vehiculo-form-values";

interface Props {
  register: UseFormRegister<VehiculoFormValues>;
  errors: FieldErrors<VehiculoFormValues>;
  /** On edit the stored PDF stays unless another is chosen. */
  documentoOptional: boolean;
  onDocumento: (file: File) => void;
  onDocumentoRejected: (message: string) => void;
  /** The policy end date typed so far, to warn when it is already past. */
  fechaFin?: string;
}

/** The insurance policy section of the vehicle form. */
export function PolizaFields({ register, errors, documentoOptional, onDocumento, onDocumentoRejected, fechaFin }: Props) {
  const e = (k: keyof VehiculoFormValues) => errors[k]?.message as string | undefined;
  const money = { inputMode: "decimal" as const, placeholder: "0.00", autoComplete: "off" };
  return (
    <fieldset className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      <legend className="mb-4 text-base font-semibold text-gray-900 dark:text-white">Póliza de Seguro</legend>
      <TextField label="Aseguradora" required autoComplete="off" maxLength={150} error={e("nombre_aseguradora")} {...register("nombre_aseguradora")} />
      <TextField label="Número de Póliza" required autoComplete="off" maxLength={50} error={e("poliza_numero")} {...register("poliza_numero")} />
      <TextField label="Tipo de Seguro" required autoComplete="off" maxLength={100} error={e("poliza_tipo_seguro")} {...register("poliza_tipo_seguro")} />
      <TextField label="Prima Total (Q)" required {...money} error={e("poliza_prima_total")} {...register("poliza_prima_total")} />
      <TextField label="Valor (Q)" required {...money} error={e("poliza_valor")} {...register("poliza_valor")} />
      <TextField label="Monto Asegurado (Q)" required {...money} error={e("poliza_monto_asegurado")} {...register("poliza_monto_asegurado")} />
      <DateField label="Fecha de Inicio de la Póliza" required error={e("poliza_fecha_inicio")} {...register("poliza_fecha_inicio")} />
      <DateField
        label="Fecha de Fin de la Póliza"
        required
        hint={pastDateHint(fechaFin, "la póliza")}
        error={e("poliza_fecha_fin")}
        {...register("poliza_fecha_fin")}
      />
      <PdfField
        label="Documento de la Póliza (PDF)"
        required={!documentoOptional}
        hint={documentoOptional ? "Opcional: si no elige otro archivo se conserva el documento guardado." : "Solo archivos PDF."}
        keptText={documentoOptional ? "Ningún archivo nuevo seleccionado: se conserva el documento guardado." : undefined}
        error={e("poliza_documento")}
        onPdf={onDocumento}
        onReject={onDocumentoRejected}
      />
    </fieldset>
  );
}
