import type { Credencial } from "@portal/domain/credencial";
import { AlertIcon, CheckIcon, CloseIcon } from "@/components/ui/icons";
import { LoadingBlock } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { provider } from "@/lib/provider";
import { useVeredictoFirma } from "../api/use-veredicto-firma";
import type { Veredicto } from "../lib/verify-credencial";
import { DatosVehiculo } from "./datos-vehiculo";

export const FIRMA_NO_VALIDA = "Firma no válida";

const GREEN = "border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100";
const AMBER = "border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100";
const RED = "border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100";
const GREY = "border-gray-500 bg-gray-100 text-gray-900 dark:bg-gray-900 dark:text-gray-100";

function look(v: Veredicto): { title: string; text: string; className: string; Icon: typeof CheckIcon } {
  switch (v.tipo) {
    case "valida":
      return {
        title: `Firma válida, emitido por ${provider.name}, vigente hasta ${formatDate(v.credencial.v)}`,
        text: "Los datos de abajo son los que firmó la autoridad al emitir el código; nadie los alteró.",
        className: GREEN,
        Icon: CheckIcon,
      };
    case "vencida":
      return {
        title: `Firma válida, emitido por ${provider.name}, vencido el ${formatDate(v.credencial.v)}`,
        text: "El código es auténtico pero su vigencia terminó: no acredita licencia ni póliza vigentes.",
        className: AMBER,
        Icon: AlertIcon,
      };
    case "no-valida":
      return {
        title: FIRMA_NO_VALIDA,
        text: `Este código no fue emitido por ${provider.name} o fue alterado. No lo tome como válido.`,
        className: RED,
        Icon: CloseIcon,
      };
    case "clave-desconocida":
      return {
        title: "Firma sin comprobar",
        text: "El código usa una clave de firma que este dispositivo aún no conoce. Conéctese a internet y vuelva a abrirlo.",
        className: GREY,
        Icon: AlertIcon,
      };
    case "no-soportada":
      return {
        title: "Firma sin comprobar",
        text: "Este navegador no puede comprobar la firma del código. Actualícelo o use otro navegador.",
        className: GREY,
        Icon: AlertIcon,
      };
  }
}

const DatosFirmados = ({ c }: { c: Credencial }) => (
  <DatosVehiculo placa={c.p} marca={c.b} modelo={c.m} licencia={c.l} tarjeta={c.t} transportista={c.n} codigo={c.c} />
);

/** The signature's verdict, checked in this browser (with no network too): large, coloured, with an icon. */
export function FirmaVeredicto({ codigo, credencial }: { codigo: string; credencial: string }) {
  const firma = useVeredictoFirma(codigo, credencial);
  if (firma.isPending) return <LoadingBlock text="Comprobando la firma..." />;
  const veredicto: Veredicto = firma.data ?? { tipo: "no-valida" };
  const { title, text, className, Icon } = look(veredicto);
  return (
    <section aria-labelledby="firma-titulo" className="flex flex-col gap-4">
      <div role="status" className={cn("flex items-center gap-4 rounded-2xl border-2 px-5 py-5", className)}>
        <Icon className="size-12 shrink-0" />
        <div>
          <p className="text-sm font-medium tracking-wide uppercase">Firma del código</p>
          <h2 id="firma-titulo" className="text-xl font-bold sm:text-2xl" data-testid="firma-verificacion">
            {title}
          </h2>
          <p className="mt-1 text-sm">{text}</p>
        </div>
      </div>
      {"credencial" in veredicto ? <DatosFirmados c={veredicto.credencial} /> : null}
    </section>
  );
}
