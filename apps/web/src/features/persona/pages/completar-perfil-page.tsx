import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/app/paths";
import { PublicLayout } from "@/components/layouts/public-layout";
import { cn } from "@/lib/cn";
import { setStored } from "@/lib/session";
import { toast } from "@/lib/toast";
import { JuridicoForm } from "../components/juridico-form";
import { NaturalForm } from "../components/natural-form";

type Tipo = "natural" | "juridico";

const OPTIONS: Array<{ tipo: Tipo; label: string; text: string }> = [
  { tipo: "natural", label: "Persona Individual", text: "Usted es el titular de la licencia a título personal." },
  { tipo: "juridico", label: "Persona Jurídica", text: "La licencia pertenece a una empresa o sociedad." },
];

/** Person registration: choose the type, fill its form; after saving, sign in again (spec part 4). */
export default function CompletarPerfilPage() {
  const navigate = useNavigate();
  const [tipo, setTipo] = useState<Tipo | null>(null);

  const choose = (t: Tipo) => {
    setTipo(t);
    // Choosing the type sets the flags: only a legal entity may add representatives.
    const juridico = t === "juridico";
    setStored({ es_juridico: juridico ? "true" : "false", es_natural: juridico ? "false" : "true", puede_agregar_representantes: juridico ? "true" : "false" });
  };

  const onSaved = () => {
    toast.success();
    navigate(paths.signin.getHref(), { replace: true });
  };

  return (
    <PublicLayout wide title="Completar perfil" subtitle="Indique si se registra como persona individual o jurídica y complete sus datos.">
      <fieldset className="mb-8">
        <legend className="mb-3 text-sm font-medium text-gray-700 dark:text-gray-200">Tipo de persona</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {OPTIONS.map((o) => (
            <label
              key={o.tipo}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors",
                tipo === o.tipo
                  ? "border-brand-600 bg-brand-50 dark:border-brand-200 dark:bg-gray-900"
                  : "border-gray-300 hover:border-brand-500 dark:border-gray-700",
              )}
            >
              <input type="radio" name="tipo" value={o.tipo} checked={tipo === o.tipo} onChange={() => choose(o.tipo)} className="mt-1 size-4 accent-brand-600" />
              <span>
                <span className="block font-semibold text-gray-900 dark:text-white">{o.label}</span>
                <span className="block text-sm text-gray-700 dark:text-gray-300">{o.text}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {tipo === "natural" && <NaturalForm onSaved={onSaved} />}
      {tipo === "juridico" && <JuridicoForm onSaved={onSaved} />}
    </PublicLayout>
  );
}
