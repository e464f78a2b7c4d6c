import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { SearchIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { useStored } from "@/lib/use-session";
import { visibleMenu, type MenuItem } from "./menu";

const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Searches the modules of the menu; Ctrl+K (Cmd+K on a Mac) focuses it from anywhere, the arrows
 * move through the results and Enter opens one.
 */
export function SearchField() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const representantes = useStored("puede_agregar_representantes") === "true";

  const items = useMemo(() => visibleMenu(representantes).flatMap((g) => g.items.map((i) => ({ ...i, group: g.label }))), [representantes]);
  const results = useMemo(() => {
    const q = fold(query.trim());
    if (!q) return [];
    return items.filter((i) => fold(`${i.label} ${i.group} ${i.keywords ?? ""}`).includes(q));
  }, [items, query]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "k") {
        e.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const go = (item: MenuItem) => {
    setQuery("");
    setOpen(false);
    inputRef.current?.blur();
    navigate(item.href);
  };

  const expanded = open && query.trim().length > 0;

  return (
    <div className="relative w-full max-w-md" role="search">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-gray-500 dark:text-gray-400" />
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label="Buscar un módulo"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && results[active] ? `${listId}-${active}` : undefined}
        placeholder="Buscar módulo..."
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, Math.max(results.length - 1, 0)));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === "Enter" && results[active]) {
            e.preventDefault();
            go(results[active]);
          } else if (e.key === "Escape") {
            setQuery("");
            setOpen(false);
          }
        }}
        className="h-11 w-full rounded-lg border border-gray-300 bg-transparent pr-16 pl-11 text-sm text-gray-900 placeholder:text-gray-500 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none dark:border-gray-700 dark:text-white dark:placeholder:text-gray-400"
      />
      <kbd className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 rounded-md border border-gray-300 bg-gray-50 px-1.5 py-0.5 text-xs text-gray-600 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300">
        {isMac ? "⌘ K" : "Ctrl K"}
      </kbd>
      <ul
        id={listId}
        role="listbox"
        aria-label="Módulos encontrados"
        className={cn(
          "absolute top-full right-0 left-0 z-50 mt-2 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg dark:border-gray-700 dark:bg-gray-900",
          !expanded && "hidden",
        )}
      >
        {results.length === 0 ? (
          <li role="option" aria-selected="false" aria-disabled="true" className="px-4 py-2.5 text-sm text-gray-600 dark:text-gray-300">
            Sin resultados
          </li>
        ) : (
          results.map((item, i) => (
            <li
              key={item.href}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                go(item);
              }}
              onMouseEnter={() => setActive(i)}
              className={cn(
                "flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm",
                i === active ? "bg-brand-50 text-brand-800 dark:bg-gray-800 dark:text-white" : "text-gray-800 dark:text-gray-200",
              )}
            >
              <item.icon className="size-4 shrink-0" />
              <span>{item.label}</span>
              <span className="ml-auto truncate text-xs text-gray-600 dark:text-gray-400">{item.group}</span>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
