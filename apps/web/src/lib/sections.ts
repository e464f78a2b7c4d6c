/**
 * Sections of a page that links land on (app/land-on-section.tsx): the element's id on its page. The
 * home page's items link to the section that fixes them rather than to the top of a long page.
 */
export const SECTION = {
  /** /persona: the carrier's own required documents, the page's last section. */
  personaDocumentos: "documentos",
} as const;

/** `/persona` + `documentos` → `/persona#documentos`. */
export const sectionHref = (path: string, section: string) => `${path}#${section}`;
