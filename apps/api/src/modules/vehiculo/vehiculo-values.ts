import type { VehiculoFormInput } from "@portal/domain/vehiculo";

/** Splits the vehicle fields into the columns of `vehiculo` and of `poliza` (the PDF travels apart). */
export function splitPayload(input: VehiculoFormInput) {
  const {
    nombre_aseguradora,
    poliza_numero,
    poliza_prima_total,
    poliza_valor,
    poliza_monto_asegurado,
    poliza_tipo_seguro,
    poliza_fecha_inicio,
    poliza_fecha_fin,
    ...vehiculo
  } = input;
  return {
    vehiculo,
    poliza: {
      nombre_aseguradora,
      numero: poliza_numero,
      prima_total: poliza_prima_total,
      valor: poliza_valor,
      monto_asegurado: poliza_monto_asegurado,
      tipo_seguro: poliza_tipo_seguro,
      fecha_inicio: poliza_fecha_inicio,
      fecha_fin: poliza_fecha_fin,
    },
  };
}
