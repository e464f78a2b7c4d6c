import { Modal } from "@/components/ui/modal";
import { provider } from "@/lib/provider";

const FAQ: Array<{ q: string; a: string }> = [
  {
    q: "¿Quién debe usar este portal?",
    a: "Toda persona individual o jurídica que tenga una licencia de transporte, o que la esté tramitando, y deba mantener actualizados sus datos, los de sus representantes, mandatarios, abogados, pilotos y vehículos.",
  },
  {
    q: "¿Cómo creo mi cuenta?",
    a: "Seleccione «Regístrese», ingrese su NIT, su correo electrónico y una contraseña de al menos 8 caracteres, complete la verificación anti-robots y acepte los Términos y Condiciones. Después inicie sesión y complete su perfil como persona individual o jurídica.",
  },
  {
    q: "¿Con qué dato inicio sesión?",
    a: "Con su NIT (sin guion o con él, por ejemplo 1234567-8 o 12345678) y la contraseña que eligió al registrarse.",
  },
  {
    q: "Olvidé mi contraseña, ¿qué hago?",
    a: "Seleccione «¿Olvidó su contraseña?», escriba su NIT y el correo de su cuenta. Recibirá un enlace que vence en poco tiempo y sirve una sola vez; ábralo y escriba su nueva contraseña dos veces.",
  },
  {
    q: "¿Qué documentos debo tener a mano?",
    a: "En formato PDF: para personas individuales el DPI y la constancia del RTU; para personas jurídicas la documentación de la sociedad y de su representante legal. También la póliza de seguro de cada vehículo y los documentos de mandatarios, abogados y pilotos.",
  },
  {
    q: "¿Por qué el portal pide mi ubicación?",
    a: "Como indican los Términos y Condiciones, si usted lo permite en su navegador, cada solicitud que envía registra la ubicación GPS aproximada del dispositivo como respaldo de la operación. Si no lo permite, puede seguir usando el portal.",
  },
  {
    q: "¿Para qué sirven los códigos QR de los vehículos?",
    a: "Permiten que la autoridad valide en carretera que el vehículo y su piloto están registrados. Se generan desde el detalle del vehículo y se descargan como imagen para imprimirlos.",
  },
  {
    q: "¿A quién acudo si tengo problemas?",
    a: `Comuníquese con el área de atención al usuario de ${provider.name}; indique su NIT y una descripción del problema.`,
  },
];

export function FaqModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Preguntas frecuentes" size="lg">
      <div className="flex flex-col gap-3">
        {FAQ.map((item, i) => (
          <details key={i} className="group rounded-lg border border-gray-200 px-4 py-3 dark:border-gray-700" open={i === 0}>
            <summary className="cursor-pointer font-medium text-gray-900 dark:text-white">{item.q}</summary>
            <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{item.a}</p>
          </details>
        ))}
      </div>
    </Modal>
  );
}
