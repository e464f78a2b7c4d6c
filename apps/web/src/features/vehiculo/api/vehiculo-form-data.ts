import type { VehiculoFormInput } from "@portal/domain/vehiculo";

/**
 * The multipart body of a vehicle's create or update (decision 185): its fields as JSON under
 * `vehiculo`, first, and the policy PDF as it is under `poliza_documento` (none on an update that keeps
 * the stored one).
 */
export function vehiculoFormData(fields: VehiculoFormInput, poliza: File | undefined): () => FormData {
  return () => {
    const data = new FormData();
    data.append("vehiculo", JSON.stringify(fields));
    if (poliza) data.append("poliza_documento", poliza, poliza.name);
    return data;
  };
}
