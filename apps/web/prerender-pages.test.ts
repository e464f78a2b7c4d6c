import { describe, expect, it } from "vitest";
import { pageDocument, PRERENDERED_PAGES } from "./prerender-pages";

const template = `<!doctype html>
<html lang="es">
  <head>
    <title>Portal de Transportistas</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("a prerendered page's document", () => {
  const html = '<link rel="preload" as="image" href="/favicon.svg"/><main><h1>Iniciar sesión</h1></main>';
  const doc = pageDocument(template, { html, title: "Iniciar sesión · Portal <de> Transportistas", preload: ["assets/signin-page-x.js"] });

  it("puts the page's HTML in #root, without the hints React writes ahead of it", () => {
    expect(doc).toContain('<div id="root"><main><h1>Iniciar sesión</h1></main></div>');
  });

  it("moves those hints into the head, with the route's scripts preloaded and the page's title", () => {
    const head = doc.slice(0, doc.indexOf("</head>"));
    expect(head).toContain('<link rel="preload" as="image" href="/favicon.svg"/>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/signin-page-x.js">');
    expect(head).toContain("<title>Iniciar sesión · Portal &lt;de> Transportistas</title>");
    expect(doc).not.toContain("<title>Portal de Transportistas</title>");
  });

  it("refuses a template without an empty #root", () => {
    expect(() => pageDocument("<html><body><div id=app></div></body></html>", { html, title: "x", preload: [] })).toThrow(/no <div id="root"><\/div>/);
  });

  it("prerenders the issue's public pages, a code in the path as one shell", () => {
    expect(PRERENDERED_PAGES.map((p) => p.route)).toEqual(["/signin", "/manual", "/verificar/:codigo", "/constancia/:codigo"]);
    expect(new Set(PRERENDERED_PAGES.map((p) => p.file)).size).toBe(PRERENDERED_PAGES.length);
  });
});
