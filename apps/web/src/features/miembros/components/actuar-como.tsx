import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ROL_MIEMBRO_LABEL } from "@portal/domain/miembro-roles";
import { paths } from "@/app/paths";
import { actAs } from "@/lib/act-as";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useStored } from "@/lib/use-session";
import { useMisTransportistas } from "../api/miembros";

/**
 * "Actuar como …" in the top bar: the carrier every screen shows and every request acts for. With one
 * carrier it is only its name; with several, a choice. A switch empties the query cache before anything
 * is read for the new carrier, so nothing read for one ever shows under another.
 */
export function ActuarComo() {
  const personaId = useStored("persona_id");
  const mine = useMisTransportistas();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const list = mine.data?.transportista ?? [];
  const current = list.find((t) => String(t.persona_id) === personaId);
  const label = (t: (typeof list)[number]) => `${t.nombre ?? `NIT ${t.nit}`} · ${ROL_MIEMBRO_LABEL[t.rol]}`;
  if (list.length <= 1)
    return current ? (
      <p className="truncate text-sm font-medium" data-testid="transportista-actual">
        {current.nombre ?? `NIT ${current.nit}`}
      </p>
    ) : null;
  const onChange = async (id: string) => {
    const chosen = list.find((t) => String(t.persona_id) === id);
    if (!chosen) return;
    try {
      qc.clear();
      await actAs({ id: chosen.persona_id, usuario_id: 0, juridico_completo: false });
      void navigate(paths.home.getHref());
      toast.info(`Ahora actúa como ${chosen.nombre ?? chosen.nit}.`);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <label className="flex min-w-0 items-center gap-2 text-sm">
      <span className="hidden whitespace-nowrap sm:inline">Actuar como</span>
      <select
        aria-label="Actuar como"
        className="min-w-0 max-w-[11rem] truncate rounded-lg border border-gray-300 bg-white px-2 py-1.5 sm:max-w-xs dark:border-gray-600 dark:bg-gray-800"
        value={personaId ?? ""}
        onChange={(e) => void onChange(e.target.value)}
      >
        {list.map((t) => (
          <option key={t.persona_id} value={t.persona_id}>
            {label(t)}
          </option>
        ))}
      </select>
    </label>
  );
}
