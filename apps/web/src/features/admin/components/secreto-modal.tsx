import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

export interface SecretoMostrado {
  aseguradora: string;
  clientId: string;
  secret: string;
}

/** The client's credentials, the one time the secret is shown. */
export function SecretoModal({ shown, onClose }: { shown: SecretoMostrado | null; onClose: () => void }) {
  return (
    <Modal
      open={shown !== null}
      onClose={onClose}
      title="Credenciales del cliente"
      footer={<Button onClick={onClose}>Ya lo guardé</Button>}
    >
      {shown && (
        <div className="flex flex-col gap-4 text-sm text-gray-800 dark:text-gray-200">
          <p>
            Entregue estas credenciales a <strong>{shown.aseguradora}</strong> por un canal seguro. <strong>El secreto no se volverá a mostrar</strong>: si se
            pierde, genere uno nuevo.
          </p>
          <dl className="flex flex-col gap-2">
            <dt className="font-semibold">client_id</dt>
            <dd>
              <code className="break-all" data-testid="client-id">
                {shown.clientId}
              </code>
            </dd>
            <dt className="font-semibold">client_secret</dt>
            <dd>
              <code className="break-all" data-testid="client-secret">
                {shown.secret}
              </code>
            </dd>
          </dl>
          <p>
            La guía para su equipo de integración está en la documentación del portal ("API de aseguradoras"); el token se pide en{" "}
            <code>/api/aseguradoras/oauth/token</code>.
          </p>
        </div>
      )}
    </Modal>
  );
}
