/** What the first sign-in shows to set up the authenticator app: the QR code and the key to type by hand. */
export function Enrolment({ qr, secreto }: { qr: string; secreto: string }) {
  const grouped = secreto.match(/.{1,4}/g)?.join(" ") ?? secreto;
  return (
    <ol className="mb-5 flex list-decimal flex-col gap-3 pl-5 text-sm text-gray-800 dark:text-gray-200">
      <li>Instale en su teléfono una aplicación de autenticación (por ejemplo Google Authenticator, Microsoft Authenticator o FreeOTP).</li>
      <li>
        En la aplicación, agregue una cuenta escaneando este código QR:
        <img src={qr} alt="Código QR para agregar la consola a su aplicación de autenticación" width={200} height={200} className="mt-2 rounded-lg border border-gray-200 bg-white" />
      </li>
      <li>
        Si no puede escanearlo, escriba esta clave en la aplicación:
        <code data-testid="clave-totp" className="mt-1 block rounded-lg bg-gray-100 px-3 py-2 font-mono text-base tracking-wider break-all text-gray-900 dark:bg-gray-800 dark:text-white">
          {grouped}
        </code>
      </li>
      <li>Escriba abajo el código de 6 dígitos que muestra la aplicación.</li>
    </ol>
  );
}
