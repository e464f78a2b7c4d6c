import { useQuery } from "@tanstack/react-query";
import type { Validar } from "@portal/domain/validacion";
import { LoadingBlock } from "@/components/ui/spinner";
import { formatDate } from "@/lib/format";
import { getQrDocumento } from "../api/get-qr-documento";

/** The newest code still VIGENTE among those listed, if any. */
export function currentQr(rows: Validar[] | undefined): Validar | null {
  const vigentes = (rows ?? []).filter((q) => q.estado === "VIGENTE");
  return vigentes.reduce<Validar | null>((newest, q) => (newest && newest.id > q.id ? newest : q), null);
}

/** The image of the vehicle's current QR, as it prints: read once per code (an image never changes). */
export function QrActual({ qr }: { qr: Validar }) {
  const image = useQuery({ queryKey: ["validar_registro_piloto", "imagen", qr.id], queryFn: () => getQrDocumento(qr.id), staleTime: Infinity });
  return (
    <figure className="flex flex-col items-center gap-3 sm:flex-row sm:items-start sm:gap-6">
      <div className="flex size-48 shrink-0 items-center justify-center rounded-lg border border-gray-200 bg-white p-2 dark:border-gray-700">
        {image.data ? (
          <img src={image.data.png} alt={`Código QR ${qr.codigo}`} width={176} height={176} className="size-44" />
        ) : image.isError ? (
          <p className="text-center text-sm text-red-700">No se pudo mostrar la imagen del QR.</p>
        ) : (
          <LoadingBlock text="Cargando QR..." />
        )}
      </div>
      <figcaption className="text-sm text-gray-700 dark:text-gray-300">
        <p>
          Código <span className="font-mono font-medium text-gray-900 dark:text-white">{qr.codigo}</span>
        </p>
        <p>Vigente hasta el {formatDate(qr.vigencia)}.</p>
        <p className="mt-2">Imprímalo o descárguelo desde la tabla para que pilotos y autoridades lo escaneen.</p>
      </figcaption>
    </figure>
  );
}
