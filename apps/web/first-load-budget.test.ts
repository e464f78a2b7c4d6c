import { randomBytes } from "node:crypto";
import type { OutputBundle, OutputChunk } from "rollup";
import { describe, expect, it } from "vitest";
import { checkFirstLoad, FIRST_LOAD_PAGES, firstLoadChunks, gzipBytes, SIGNIN_BUDGET_BYTES, SIGNIN_PAGE_MODULE } from "./first-load-budget";

const signin = { route: "/signin", modules: [SIGNIN_PAGE_MODULE], budget: SIGNIN_BUDGET_BYTES };

/** Code that gzip barely shrinks, so a chunk's compressed size is about `kb` KB. */
const incompressible = (kb: number) => randomBytes(kb * 1024).toString("base64");

function chunk(fileName: string, fields: Partial<OutputChunk>): OutputChunk {
  return { type: "chunk", fileName, isEntry: false, imports: [], dynamicImports: [], moduleIds: [], code: "", ...fields } as OutputChunk;
}

/** An entry importing a vendor chunk, the sign-in page importing a shared chunk, and a page loaded only later. */
function bundle(pageKb: number): OutputBundle {
  const files = [
    chunk("assets/index.js", { isEntry: true, imports: ["assets/react.js"], dynamicImports: ["assets/signin.js", "assets/persona.js"], code: incompressible(20) }),
    chunk("assets/react.js", { code: incompressible(10) }),
    chunk("assets/signin.js", { imports: ["assets/react.js", "assets/shared.js"], moduleIds: [`/repo/apps/web${SIGNIN_PAGE_MODULE}`], code: incompressible(pageKb) }),
    chunk("assets/shared.js", { code: incompressible(5) }),
    chunk("assets/persona.js", { imports: ["assets/zod.js"], moduleIds: ["/repo/apps/web/src/features/persona/pages/persona-page.tsx"], code: incompressible(60) }),
    chunk("assets/zod.js", { code: incompressible(30) }),
  ];
  return Object.fromEntries(files.map((f) => [f.fileName, f]));
}

describe("the first-load budget", () => {
  it("counts the entry and the page with their static imports, not the pages they load later", () => {
    const names = firstLoadChunks(bundle(5), [SIGNIN_PAGE_MODULE]).map((c) => c.fileName);
    expect(names.sort()).toEqual(["assets/index.js", "assets/react.js", "assets/shared.js", "assets/signin.js"]);
  });

  it("keeps /signin within 120 KB, the issue's figure for a build with React", () => {
    expect(FIRST_LOAD_PAGES.find((p) => p.route === "/signin")?.budget).toBe(120 * 1024);
  });

  it("passes within the budget and names the total", () => {
    expect(gzipBytes(incompressible(10))).toBeGreaterThan(9 * 1024);
    expect(checkFirstLoad(bundle(5), signin)).toMatch(/^\/signin first load: 4 scripts, 4\d\.\d KB gzip of 120\.0 KB/);
  });

  it("fails the build when the page grows past 120 KB, naming its scripts", () => {
    // 20 + 10 + 5 KB of the others and 90 KB of the page: about 125 KB.
    expect(() => checkFirstLoad(bundle(90), signin)).toThrow(/\/signin loads 12\d\.\d KB gzip of scripts, more than 120\.0 KB \(assets\/signin\.js 9\d\.\d KB/);
    // 80 KB of the page: about 115 KB, within.
    expect(checkFirstLoad(bundle(80), signin)).toMatch(/^\/signin first load: 4 scripts, 11\d\.\d KB gzip of 120\.0 KB/);
  });

  it("fails when no chunk holds the sign-in page (a moved page must be named again)", () => {
    const withoutPage = bundle(5);
    delete withoutPage["assets/signin.js"];
    expect(() => checkFirstLoad(withoutPage, signin)).toThrow(/no chunk of the build holds/);
  });
});
