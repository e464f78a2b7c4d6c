/** The vencido rule lives in the domain, shared with the API's due lists (issue 13). */
export { isVencida } from "@portal/domain/vencimiento";
