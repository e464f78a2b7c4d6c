import type { ValidacionEstado } from "@portal/domain/validacion";
import { AlertIcon, CheckIcon, CloseIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";

const LOOK: Record<ValidacionEstado, { text: string; className: string; Icon: typeof CheckIcon }> = {
  VIGENTE: {
    text: "El vehículo está registrado con licencia y póliza de seguro vigentes.",
    className: "border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100",
    Icon: CheckIcon,
  },
  VENCIDO: {
    text: "La vigencia de este código terminó: la licencia o la póliza del vehículo ya no están vigentes.",
    className: "border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
    Icon: AlertIcon,
  },
  REVOCADO: {
    text: "Este código fue retirado: el transportista lo eliminó, cambió la placa del vehículo o el vehículo ya no está registrado. No es válido.",
    className: "border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
    Icon: CloseIcon,
  },
  INACTIVO: {
    text: "El vehículo consta como inactivo en el registro. Este código no es válido mientras el vehículo esté inactivo.",
    className: "border-gray-500 bg-gray-100 text-gray-900 dark:bg-gray-900 dark:text-gray-100",
    Icon: CloseIcon,
  },
};

/** A state this page does not know yet (the API may add states): shown as not valid. */
const UNKNOWN = {
  text: "El estado de este código no permite confirmar el registro del vehículo. No lo tome como válido.",
  className: "border-gray-500 bg-gray-100 text-gray-900 dark:bg-gray-900 dark:text-gray-100",
  Icon: AlertIcon,
};

/** The answer of a scan, as large as possible: the state word, its colour and what it means. */
export function EstadoBanner({ estado }: { estado: ValidacionEstado }) {
  const { text, className, Icon } = LOOK[estado] ?? UNKNOWN;
  return (
    <div role="status" className={cn("flex items-center gap-4 rounded-2xl border-2 px-5 py-5", className)}>
      <Icon className="size-12 shrink-0" />
      <div>
        <p className="text-sm font-medium tracking-wide uppercase">Estado del código</p>
        <p className="text-3xl font-bold tracking-wider sm:text-4xl" data-testid="estado-verificacion">
          {estado}
        </p>
        <p className="mt-1 text-sm">{text}</p>
      </div>
    </div>
  );
}
