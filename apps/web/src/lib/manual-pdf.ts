/** The user manual's PDF, at the spec's fixed path under /pdfs: the /manual page printed (decision 140). */
export const MANUAL_PDF_URL = "/pdfs/manual-usuario.pdf";
