import type { ReactNode } from "react";
import { InboxIcon } from "./icons";

/** What a list shows when it has nothing (texts such as "No hay vehículos asociados."). */
export function EmptyState({ text, action }: { text: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center dark:border-gray-700">
      <InboxIcon className="size-8 text-gray-500 dark:text-gray-400" />
      <p className="text-sm text-gray-700 dark:text-gray-300">{text}</p>
      {action}
    </div>
  );
}
