import { Link } from "react-router";
import { qrRefusalSchema, type QrMotivo } from "@portal/domain/validacion";
import type { VehiculoDetail } from "@portal/domain/vehiculo";
import { paths } from "@/app/paths";
import { Alert } from "@/components/ui/alert";
import { ApiError } from "@/lib/api-client";
import type { TarjetaNavState } from "@/lib/nav-state";
import { serverMessageOr } from "@/lib/server-message";

/** A failed generation as the page shows it: the server's message and, when it gave one, the reason. */
export interface Refusal {
  message: string;
  motivo: QrMotivo | null;
}

/** The refusal in a failed generation's answer (the 422's `motivo`); any other failure has none. */
export function refusalOf(err: unknown, fallback: string): Refusal {
  const parsed = err instanceof ApiError ? qrRefusalSchema.safeParse(err.body) : null;
  return { message: serverMessageOr(err, fallback), motivo: parsed?.success ? parsed.data.motivo : null };
}

const LICENCIA_MOTIVOS: readonly QrMotivo[] = ["LICENCIA_VENCIDA", "LICENCIA_NO_INICIADA"];

const linkClass = "font-medium text-brand-700 underline dark:text-brand-200";

/** Where the carrier fixes what blocks the QR: the licence list, or the vehicle's edit form. */
function FixLink({ motivo, vehiculo, back }: { motivo: QrMotivo; vehiculo: VehiculoDetail | undefined; back: TarjetaNavState | null }) {
  if (LICENCIA_MOTIVOS.includes(motivo)) {
    return (
      <Link to={paths.licencia.getHref()} className={linkClass}>
        Ir a Licencias para actualizar la licencia{vehiculo ? ` ${vehiculo.licencia.numero}` : ""}
      </Link>
    );
  }
  if (!back || !vehiculo) {
    return (
      <Link to={paths.licencia.getHref()} className={linkClass}>
        Ir a Licencias y abrir los vehículos de la tarjeta
      </Link>
    );
  }
  return (
    <Link to={paths.vehiculo.getHref()} state={{ ...back, editarVehiculoId: vehiculo.id } satisfies TarjetaNavState} className={linkClass}>
      Editar el vehículo {vehiculo.numero_placa}
    </Link>
  );
}

/**
 * Why "Generar QR de Vehículo" was refused, kept on the page (not a passing toast): which record blocks
 * it and a link to where it is fixed.
 */
export function QrRefusal({ refusal, vehiculo, back }: { refusal: Refusal; vehiculo: VehiculoDetail | undefined; back: TarjetaNavState | null }) {
  return (
    <Alert className="mb-4">
      <p>{refusal.message}</p>
      {refusal.motivo && (
        <p className="mt-2">
          <FixLink motivo={refusal.motivo} vehiculo={vehiculo} back={back} />
        </p>
      )}
    </Alert>
  );
}
