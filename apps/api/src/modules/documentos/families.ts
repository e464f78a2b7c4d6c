/** The families live in lib/: the due lists (modules/vencimientos) count the required documents too. */
export { DOCUMENT_FAMILIES, type DocumentFamily } from "../../lib/document-families";
