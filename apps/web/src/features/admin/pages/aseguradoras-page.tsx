import { type Cliente, CLIENTE_MSG } from "@portal/domain/aseguradora-cliente";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { PagedList } from "@/components/ui/paged-list";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import type { Column } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { formatFechaHora } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useCatalogoAseguradoras, useClientesAseguradora, useCrearCliente, useRevocarCliente, useRotarCliente } from "../api/aseguradoras";
import { SecretoModal, type SecretoMostrado } from "../components/secreto-modal";

function Acciones({ cliente, onSecret }: { cliente: Cliente; onSecret: (s: SecretoMostrado) => void }) {
  const rotar = useRotarCliente();
  const revocar = useRevocarCliente();
  const [confirming, setConfirming] = useState(false);
  if (cliente.revocado_at) return null;
  const label = `${cliente.aseguradora.nombre} (${cliente.client_id})`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        busy={rotar.isPending}
        aria-label={`Generar secreto nuevo para ${label}`}
        onClick={() =>
          rotar.mutate(cliente.id, {
            onSuccess: (r) => {
              toast.success(r.message);
              onSecret({ aseguradora: r.cliente.aseguradora.nombre, clientId: r.cliente.client_id, secret: r.client_secret });
            },
            onError: (err) => toast.error(errorMessage(err)),
          })
        }
      >
        Generar secreto nuevo
      </Button>
      <Button variant="danger" aria-label={`Revocar ${label}`} onClick={() => setConfirming(true)}>
        Revocar
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Revocar cliente"
        text={`${label} no podrá obtener más tokens y los que tiene dejan de servir de inmediato. Sus reportes se conservan.`}
        confirmLabel="Revocar"
        busy={revocar.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          revocar.mutate(cliente.id, {
            onSuccess: (r) => toast.success(r.message),
            onError: (err) => toast.error(errorMessage(err)),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </div>
  );
}

/** Insurers' API clients (admins): register one from the catalogue, see its secret once, rotate, revoke, last use. */
export default function AseguradorasPage() {
  const list = useClientesAseguradora();
  const aseguradoras = useCatalogoAseguradoras();
  const crear = useCrearCliente();
  const [aseguradoraId, setAseguradoraId] = useState("");
  const [descripcion, setDescripcion] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState<SecretoMostrado | null>(null);

  const columns: Column<Cliente>[] = [
    { header: "Aseguradora", cell: (c) => <span className="font-medium">{c.aseguradora.nombre}</span> },
    { header: "client_id", cell: (c) => <code className="break-all">{c.client_id}</code> },
    { header: "Descripción", cell: (c) => c.descripcion ?? "—" },
    { header: "Último uso", cell: (c) => (c.ultimo_uso_at ? formatFechaHora(c.ultimo_uso_at) : "Nunca") },
    {
      header: "Estado",
      cell: (c) => (c.revocado_at ? <Badge tone="neutral">Revocado el {formatFechaHora(c.revocado_at)}</Badge> : <Badge tone="success">Activo</Badge>),
    },
    { header: "Acciones", cell: (c) => <Acciones cliente={c} onSecret={setShown} /> },
  ];

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!aseguradoraId) return setError(CLIENTE_MSG.aseguradora);
    setError(undefined);
    crear.mutate(
      { aseguradora_id: Number(aseguradoraId), descripcion: descripcion.trim() || null },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          setShown({ aseguradora: r.cliente.aseguradora.nombre, clientId: r.cliente.client_id, secret: r.client_secret });
          setAseguradoraId("");
          setDescripcion("");
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Aseguradoras"
        description="Clientes API con los que las aseguradoras reportan pólizas al registro. El secreto se muestra una sola vez; al generar uno nuevo, el anterior sirve 24 horas más."
      />
      <form onSubmit={onSubmit} noValidate className="mb-6 flex flex-col gap-4 md:flex-row md:items-end" aria-label="Registrar cliente de aseguradora">
        <Select
          label="Aseguradora"
          items={aseguradoras.data}
          loading={aseguradoras.isPending}
          value={aseguradoraId}
          onChange={(e) => setAseguradoraId(e.target.value)}
          error={error}
          containerClassName="md:w-96"
        />
        <TextField label="Descripción (opcional)" uppercase={false} value={descripcion} onChange={(e) => setDescripcion(e.target.value)} containerClassName="md:w-72" />
        <Button type="submit" busy={crear.isPending}>
          Registrar cliente
        </Button>
      </form>
      {list.isError && <Alert>{errorMessage(list.error)}</Alert>}
      <PagedList
        caption="Clientes API de aseguradoras"
        columns={columns}
        rows={list.data?.clientes}
        rowKey={(c) => c.id}
        cardTitle={(c) => c.aseguradora.nombre}
        cardHeadingLevel={2}
        loading={list.isPending}
        emptyText="Aún no hay clientes de aseguradoras."
      />
      <SecretoModal shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
