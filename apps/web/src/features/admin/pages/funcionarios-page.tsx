import type { Funcionario } from "@portal/domain/staff";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { PagedList } from "@/components/ui/paged-list";
import type { Column } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { useFuncionarios } from "../api/funcionarios";
import { ActivoButton, RestablecerButton, RolSelect } from "../components/funcionario-actions";
import { InviteModal } from "../components/invite-modal";

/** Active, inactive, or invited and not yet in: someone who never chose a password cannot sign in, so is not "Activo". */
function EstadoBadge({ funcionario: f }: { funcionario: Funcionario }) {
  if (!f.activo) return <Badge tone="neutral">Inactivo</Badge>;
  if (f.invitacion_pendiente) return <Badge tone="warning">Invitación pendiente</Badge>;
  return <Badge tone="success">Activo</Badge>;
}

const columns: Column<Funcionario>[] = [
  { header: "Nombre", cell: (f) => <span className="font-medium">{f.nombre}</span> },
  { header: "Correo", cell: (f) => f.email },
  { header: "Rol", cell: (f) => <RolSelect funcionario={f} /> },
  { header: "Estado", cell: (f) => <EstadoBadge funcionario={f} /> },
  {
    header: "Acciones",
    cell: (f) => (
      <div className="flex flex-wrap gap-2">
        <RestablecerButton funcionario={f} />
        <ActivoButton funcionario={f} />
      </div>
    ),
  },
];

/** Funcionarios (admins): who has access to the console, with which role; invite, change role, reset access, deactivate. */
export default function FuncionariosPage() {
  const list = useFuncionarios();
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <PageHeader
        title="Funcionarios"
        description="Quién entra a la consola y con qué rol. Revisor: revisa y decide. Supervisor: además tablero, exportación y conflictos. Administrador: además gestiona funcionarios."
        actions={<Button onClick={() => setInviting(true)}>Invitar funcionario</Button>}
      />
      {list.isError && <Alert>{errorMessage(list.error)}</Alert>}
      <PagedList
        caption="Funcionarios de la consola"
        columns={columns}
        rows={list.data?.pages.flatMap((p) => p.funcionarios)}
        rowKey={(f) => f.id}
        cardTitle={(f) => f.nombre}
        cardHeadingLevel={2}
        loading={list.isPending}
        emptyText="Aún no hay funcionarios."
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
      <InviteModal open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
