import { ROL_MIEMBRO_LABEL, type RolMiembro } from "@portal/domain/miembro-roles";
import { Card } from "@/components/ui/card";
import { formatDate, formatFechaHora } from "@/lib/format";
import { useExpedienteMiembros } from "../api/get-expediente";

const rol = (r: string) => ROL_MIEMBRO_LABEL[r as RolMiembro] ?? r;

/** Who acts for the carrier (issue 21): members with their role and dates, and the invitations not yet accepted. */
export function MiembrosSection({ usuarioId }: { usuarioId: number }) {
  const query = useExpedienteMiembros(usuarioId);
  const data = query.data;
  return (
    <Card title="Miembros">
      {query.isPending && <p>Cargando…</p>}
      {data && (
        <>
          <ul className="grid gap-2">
            {data.miembros.map((m) => (
              <li key={`${m.persona_id}-${m.usuario_id}`}>
                <span className="font-medium">{m.nombre ?? "Sin nombre"}</span> · NIT {m.nit} · {rol(m.rol)} · desde {formatFechaHora(m.desde)}
                {m.vence && ` · acceso hasta ${formatDate(m.vence)}`}
                {!m.vigente && " · acceso terminado"}
              </li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold">Invitaciones pendientes</h3>
          {data.invitaciones.length === 0 ? (
            <p>Ninguna.</p>
          ) : (
            <ul className="grid gap-2">
              {data.invitaciones.map((i) => (
                <li key={`${i.persona_id}-${i.nit}`}>
                  {i.nombre} · NIT {i.nit} · {i.email} · {rol(i.rol)}
                  {i.vence && ` hasta ${formatDate(i.vence)}`} · el enlace vence {formatFechaHora(i.enlace_vence)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
