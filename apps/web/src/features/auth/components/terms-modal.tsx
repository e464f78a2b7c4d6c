import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { deProveedor } from "@portal/domain/provider-name";
import { provider } from "@/lib/provider";

const SECTIONS: Array<{ title: string; body: string }> = [
  {
    title: "Objeto",
    body: `Estos términos regulan el uso del portal de actualización de datos de transportistas ${deProveedor(provider.name)} (en adelante, «el proveedor»), por medio del cual las personas individuales y jurídicas que tienen licencias de transporte mantienen al día su información.`,
  },
  {
    title: "Cuenta y credenciales",
    body: "La cuenta se identifica con el NIT del usuario. El usuario es responsable de guardar en secreto su contraseña y de toda operación realizada con su cuenta; debe cambiarla de inmediato si sospecha que alguien más la conoce.",
  },
  {
    title: "Veracidad de la información",
    body: "El usuario declara que los datos y documentos que ingresa son verdaderos, completos y vigentes. Ingresar información falsa puede dar lugar a la suspensión de la cuenta y a las responsabilidades que establezca la ley.",
  },
  {
    title: "Captura de la ubicación",
    body: "Cada vez que el usuario envía una solicitud desde el portal, y siempre que lo haya permitido en su navegador o dispositivo, se captura la ubicación GPS aproximada del dispositivo (latitud, longitud y precisión) y se guarda junto con el registro de la operación, como respaldo de quién hizo el cambio y desde dónde.",
  },
  {
    title: "Notificaciones por correo electrónico",
    body: "El proveedor puede enviar notificaciones al correo electrónico registrado sobre la cuenta, el restablecimiento de contraseña, el estado de los trámites y el vencimiento de licencias, tarjetas de operación o pólizas. El usuario debe mantener ese correo actualizado.",
  },
  {
    title: "Tratamiento y protección de datos",
    body: "Los datos se usan únicamente para los fines de control y registro del transporte que la ley encarga al proveedor, se guardan con medidas de seguridad razonables y no se ceden a terceros salvo por mandato legal o de autoridad competente.",
  },
  {
    title: "Disponibilidad y modificaciones",
    body: "El proveedor procura que el portal esté disponible en todo momento, pero puede suspenderlo para mantenimiento. Estos términos pueden modificarse; los cambios se publicarán en el portal y regirán desde su publicación.",
  },
];

export function TermsModal({ open, onClose, onAccept }: { open: boolean; onClose: () => void; onAccept?: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Términos y Condiciones"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cerrar
          </Button>
          {onAccept && <Button onClick={onAccept}>Acepto los términos</Button>}
        </>
      }
    >
      <ol className="flex list-none flex-col gap-4">
        {SECTIONS.map((s, i) => (
          <li key={s.title}>
            <h3 className="font-semibold text-gray-900 dark:text-white">
              {i + 1}. {s.title}
            </h3>
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{s.body}</p>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
