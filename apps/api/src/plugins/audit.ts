import { fastifyRequestContext } from "@fastify/request-context";
import fp from "fastify-plugin";

/**
 * Makes the request being answered reachable from the database handle (`lib/audited-db.ts`), which
 * hands its author, ip and GPS position to the audit trigger at the start of every transaction
 * (decision 075). Nothing is written here: the trail is written by the database, in the transaction
 * of each change.
 */
export default fp(async (app) => {
  await app.register(fastifyRequestContext, { defaultStoreValues: (request) => ({ request }) });
});
