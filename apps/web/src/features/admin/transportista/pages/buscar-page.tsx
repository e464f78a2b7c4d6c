import { busquedaField, CAMPO_BUSQUEDA_LABEL, type TransportistaHit } from "@portal/domain/admin-transportista";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { PagedList } from "@/components/ui/paged-list";
import { TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/api-client";
import { pagedListState } from "@/lib/paged-query";
import { adminPaths } from "../../admin-paths";
import { useSearchTransportistas } from "../api/search-transportistas";

const coincidencias = (h: TransportistaHit) =>
  h.coincidencias.map((c) => `${CAMPO_BUSQUEDA_LABEL[c.campo]}: ${c.valor}`).join("; ") +
  (h.total_coincidencias > h.coincidencias.length ? ` (y ${h.total_coincidencias - h.coincidencias.length} más)` : "");

/** One search box for NIT, name, plate, licence, card or pilot CUI; the answer says what matched. */
export default function BuscarPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [text, setText] = useState(q);
  const [error, setError] = useState<string>();
  const query = useSearchTransportistas(q);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = busquedaField.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setParams({ q: parsed.data });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Buscar transportistas" description="Por NIT, nombre o empresa, placa, número de licencia o de tarjeta de operación, o CUI de un piloto." />
      <form role="search" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
        <TextField
          label="Buscar"
          name="q"
          type="search"
          uppercase={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error}
          maxLength={60}
          containerClassName="w-full sm:max-w-md"
        />
        <Button type="submit" className="sm:mt-7">
          Buscar
        </Button>
      </form>
      {query.isError && <Alert>{errorMessage(query.error)}</Alert>}
      {q !== "" && (
        <PagedList<TransportistaHit>
          caption={`Transportistas que coinciden con «${q}»`}
          {...pagedListState(query, "transportistas")}
          rowKey={(h) => h.usuario_id}
          cardTitle={(h) => h.nombre ?? `NIT ${h.nit}`}
          cardHeadingLevel={2}
          emptyText={`Ningún transportista coincide con «${q}».`}
          columns={[
            {
              header: "Transportista",
              cell: (h) => (
                <Link
                  to={adminPaths.transportista.getHref(h.usuario_id)}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200"
                >
                  {h.nombre ?? "Perfil sin completar"}
                </Link>
              ),
            },
            { header: "NIT", cell: (h) => h.nit },
            { header: "Coincide en", cell: coincidencias },
          ]}
        />
      )}
    </div>
  );
}
