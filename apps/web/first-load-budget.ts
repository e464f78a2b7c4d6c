import { gzipSync } from "node:zlib";
import type { OutputBundle, OutputChunk } from "rollup";
import type { Plugin } from "vite";

/**
 * The scripts a page loads before it can be used (the entry, the page's chunks and what they import
 * statically), gzip, within a budget the build checks, naming the scripts when a page goes over
 * (decisions 180 and 190). /signin, the first page of every carrier on a phone: 120 KB with React
 * (issue "React in every build"). /persona, a signed-in screen with the layout: 150 KB, a ceiling so that
 * it does not creep up unnoticed.
 */
export const SIGNIN_BUDGET_BYTES = 120 * 1024;
export const PERSONA_BUDGET_BYTES = 150 * 1024;
/**
 * /verificar/…, the public QR check a roadside inspector opens on a phone: its page, the verdict and the
 * live check, without the signature check (loaded when the link carries a credential) and without zod or
 * the form library (decision 223).
 */
export const VERIFICAR_BUDGET_BYTES = 145 * 1024;
export const SIGNIN_PAGE_MODULE = "/src/features/auth/pages/signin-page.tsx";
export interface FirstLoadPage {
  route: string;
  modules: string[];
  budget: number;
}
export const FIRST_LOAD_PAGES: FirstLoadPage[] = [
  { route: "/signin", modules: [SIGNIN_PAGE_MODULE], budget: SIGNIN_BUDGET_BYTES },
  {
    route: "/persona",
    modules: ["/src/app/routes/with-queries.tsx", "/src/app/layout/app-layout.tsx", "/src/features/persona/pages/persona-page.tsx"],
    budget: PERSONA_BUDGET_BYTES,
  },
  {
    route: "/verificar",
    modules: ["/src/app/routes/with-queries.tsx", "/src/features/verificacion/pages/verificar-page.tsx"],
    budget: VERIFICAR_BUDGET_BYTES,
  },
];

/** The chunks that hold a module whose id ends with `moduleSuffix`, or the entry when it is null. */
function seeds(chunks: OutputChunk[], moduleSuffix: string | null): OutputChunk[] {
  return chunks.filter((c) => (moduleSuffix === null ? c.isEntry : c.moduleIds.some((id) => id.endsWith(moduleSuffix))));
}

/** The entry's and the given pages' chunks with everything they import statically (not their lazy imports). */
export function firstLoadChunks(bundle: OutputBundle, pageModules: string[]): OutputChunk[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
  const start = [...seeds(chunks, null)];
  for (const page of pageModules) {
    const holding = seeds(chunks, page);
    if (holding.length === 0) throw new Error(`no chunk of the build holds ${page}`);
    start.push(...holding);
  }
  const found = new Map<string, OutputChunk>();
  const pending = start.map((c) => c.fileName);
  while (pending.length) {
    const fileName = pending.pop()!;
    const chunk = bundle[fileName];
    if (found.has(fileName) || chunk?.type !== "chunk") continue;
    found.set(fileName, chunk);
    pending.push(...chunk.imports);
  }
  return [...found.values()];
}

/** Compressed as the build's .gz copies are (level 9), so the figure matches what a browser is sent with gzip. */
export const gzipBytes = (code: string): number => gzipSync(code, { level: 9 }).length;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Throws when a page's first-load scripts exceed its budget; otherwise returns the line the build prints. */
export function checkFirstLoad(bundle: OutputBundle, page: FirstLoadPage): string {
  const { budget } = page;
  const sizes = firstLoadChunks(bundle, page.modules)
    .map((c) => ({ name: c.fileName, bytes: gzipBytes(c.code) }))
    .sort((a, b) => b.bytes - a.bytes);
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
  const list = sizes.map((s) => `${s.name} ${kb(s.bytes)}`).join(", ");
  if (total > budget) {
    throw new Error(`first-load budget: ${page.route} loads ${kb(total)} gzip of scripts, more than ${kb(budget)} (${list})`);
  }
  return `${page.route} first load: ${sizes.length} scripts, ${kb(total)} gzip of ${kb(budget)} (${list})`;
}

/**
 * Checks the budget once the bundle is written, every build (npm start, npm test, the journeys' builds):
 * by then the chunks hold their final code, with the lazy imports' preload lists filled in.
 */
export function firstLoadBudget(): Plugin {
  return {
    name: "portal-first-load-budget",
    apply: "build",
    writeBundle(_options, bundle) {
      for (const page of FIRST_LOAD_PAGES) this.info(checkFirstLoad(bundle, page));
    },
  };
}
