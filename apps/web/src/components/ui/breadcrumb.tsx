import { Link } from "react-router";
import { ChevronRightIcon } from "./icons";

export interface Crumb {
  label: string;
  /** Where the crumb links; the last crumb (the current page) has none. */
  href?: string;
  /** Navigation state for routes that receive their record that way. */
  state?: unknown;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Ruta de navegación" className="mb-5">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-gray-600 dark:text-gray-300">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`} className="flex items-center gap-1.5">
              {item.href && !last ? (
                <Link to={item.href} state={item.state} className="hover:text-brand-700 hover:underline dark:hover:text-brand-200">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className={last ? "font-medium text-gray-900 dark:text-white" : undefined}>
                  {item.label}
                </span>
              )}
              {!last && <ChevronRightIcon className="size-3.5" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
