import { Badge } from "@/components/ui/badge";

/** A pilot's state: Activo in green, Inactivo in red (spec part 2). */
export function PilotoEstado({ activo }: { activo: boolean }) {
  return <Badge tone={activo ? "success" : "danger"}>{activo ? "Activo" : "Inactivo"}</Badge>;
}
