import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { useRevisionResumen } from "../api/get-revision-resumen";
import { correccionHref } from "./landing";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Home's word on the authority's review (issue 12): how many records await it, and the rejected ones
 * with the reason, each linking to the screen that fixes it. Nothing while the count cannot be read.
 */
export function ReviewSummary() {
  const { data } = useRevisionResumen();
  if (!data || (data.en_revision === 0 && data.total_por_corregir === 0)) return null;
  return (
    <Card title="Revisión de la autoridad" className="mt-8">
      <div className="flex flex-col gap-3 text-sm">
        <p>{plural(data.en_revision, "registro en revisión", "registros en revisión")}.</p>
        {data.total_por_corregir > 0 && (
          <>
            <p className="font-semibold text-red-800 dark:text-red-300">{plural(data.total_por_corregir, "requiere corrección", "requieren corrección")}:</p>
            <ul className="flex flex-col gap-2">
              {data.por_corregir.map((r) => (
                <li key={`${r.tipo}-${r.id}`} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                  <Link to={correccionHref(r)} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
                    {r.descripcion}
                  </Link>
                  <Badge tone="danger" className="whitespace-normal rounded-lg [overflow-wrap:anywhere]">
                    Rechazado: {r.motivo ?? "sin motivo"}
                  </Badge>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Card>
  );
}
