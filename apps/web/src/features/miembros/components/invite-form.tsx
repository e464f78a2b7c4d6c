import { useRef, useState, type FormEvent } from "react";
import type { Mandato } from "@portal/domain/mandato";
import { ROL_MIEMBRO_LABEL, ROLES_INVITABLES } from "@portal/domain/miembro-roles";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useMiembroActions } from "../api/miembros";

const ROL_ITEMS = ROLES_INVITABLES.map((r) => ({ id: r, value: ROL_MIEMBRO_LABEL[r] }));

export const nombreMandatario = (m: Pick<Mandato, "nombre" | "apellido">) => `${m.nombre} ${m.apellido}`;

/**
 * Invites a person by NIT and e-mail with a role; a gestor's access may end on a date and be linked to a
 * mandatario already registered in the carrier's data (choosing one fills the NIT and the name left empty).
 */
export function InviteForm({ personaId, mandatarios, mandatariosLoading }: { personaId: string; mandatarios: Mandato[] | undefined; mandatariosLoading: boolean }) {
  const { invite } = useMiembroActions(personaId);
  const formRef = useRef<HTMLFormElement>(null);
  const [rol, setRol] = useState<string>("editor");
  const [mandatoId, setMandatoId] = useState("");
  const [error, setError] = useState<string | null>(null);

  const chooseMandatario = (id: string) => {
    setMandatoId(id);
    const chosen = mandatarios?.find((m) => String(m.id) === id);
    const form = formRef.current;
    if (!chosen || !form) return;
    const fill = (name: string, value: string) => {
      const input = form.elements.namedItem(name) as HTMLInputElement | null;
      if (input && !input.value) input.value = value;
    };
    fill("nit", chosen.nit);
    fill("nombre", nombreMandatario(chosen));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setError(null);
    try {
      await invite.mutateAsync({
        nit: String(data.get("nit")),
        email: String(data.get("email")),
        nombre: String(data.get("nombre")),
        rol: rol as (typeof ROLES_INVITABLES)[number],
        vence: String(data.get("vence") ?? "") || null,
        mandato_id: mandatoId ? Number(mandatoId) : null,
      });
      toast.success("Invitación enviada.");
      form.reset();
      setMandatoId("");
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4 rounded-xl border border-gray-200 p-4 sm:grid-cols-2 dark:border-gray-700" aria-labelledby="invitar-titulo">
      <h2 id="invitar-titulo" className="text-lg font-semibold sm:col-span-2">Invitar a una persona</h2>
      {error && <div className="sm:col-span-2"><Alert>{error}</Alert></div>}
      <TextField label="NIT de la persona" name="nit" required autoComplete="off" />
      <TextField label="Correo electrónico" name="email" type="email" required uppercase={false} autoComplete="off" />
      <TextField label="Nombre" name="nombre" required />
      <Select label="Rol" name="rol" items={ROL_ITEMS} value={rol} onChange={(e) => setRol(e.target.value)} required placeholder="" />
      <TextField
        label="Acceso hasta (gestor, opcional)"
        name="vence"
        type="date"
        hint="Para un gestor: el acceso termina solo en esa fecha (a lo sumo un año)."
      />
      <Select
        label="Mandato del gestor (opcional)"
        items={mandatarios?.map((m) => ({ id: m.id, value: `${nombreMandatario(m)} · NIT ${m.nit}` }))}
        value={mandatoId}
        onChange={(e) => chooseMandatario(e.target.value)}
        loading={mandatariosLoading}
        placeholder="Sin mandato"
        hint={mandatarios?.length === 0 ? "No hay mandatarios registrados: agréguelos en Mandatarios." : "Un mandatario registrado en los datos del transportista."}
      />
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" busy={invite.isPending} busyText="Enviando…">Enviar invitación</Button>
      </div>
    </form>
  );
}
