import multipart from "@fastify/multipart";
import type { PortalModule } from "../../lib/module";
import { registerDocumentFileRoutes } from "./document-file-routes";
import { registerDocumentRoutes } from "./document-routes";
import { DOCUMENT_FAMILIES } from "./families";
import { guardEveryRoute } from "../../lib/route-guard";

/** PDF documents of the five families (natural, juridico, mandato, abogado_auxiliar, piloto): one mechanism. */
const documentosRoutes: PortalModule = async (app, { config }) => {
  // In each route's own onRequest, so its OpenAPI operation declares the token (lib/route-guard.ts).
  guardEveryRoute(app, app.authenticate);
  // Multipart bodies are read only by the routes that ask for them (request.parts), with their own limits.
  await app.register(multipart);
  for (const family of DOCUMENT_FAMILIES) {
    registerDocumentRoutes(app, family, config.UPLOAD_MAX_MB);
    registerDocumentFileRoutes(app, family, config.UPLOAD_MAX_MB);
  }
};

export default documentosRoutes;
