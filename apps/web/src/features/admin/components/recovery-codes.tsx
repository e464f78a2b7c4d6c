import { Button } from "@/components/ui/button";

/** The recovery codes, shown once after enrolment; the staff member confirms having kept them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-800 dark:text-gray-200">
        Guarde estos códigos en un lugar seguro (impresos o en un gestor de contraseñas). Si no tiene su teléfono, cada uno le permite
        entrar una sola vez. <strong>No se volverán a mostrar.</strong>
      </p>
      <ul aria-label="Códigos de recuperación" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-gray-100 px-3 py-2 text-center text-gray-900 dark:bg-gray-800 dark:text-white">
            {code}
          </li>
        ))}
      </ul>
      <Button size="lg" onClick={onDone}>
        He guardado mis códigos
      </Button>
    </div>
  );
}
