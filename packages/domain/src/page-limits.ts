/**
 * Lists that grow without bound are read a page at a time (DESIGN §9, decision 076). Without zod, so the
 * web's list helpers do not load it (decision 180); re-exported by pagination.ts.
 */
export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;
