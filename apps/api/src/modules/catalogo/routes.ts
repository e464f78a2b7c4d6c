import { errorSchema } from "../../lib/error-schema";
import {
  catalogueListSchema,
  catalogueParamsSchema,
  catalogueQuerySchema,
  isCatalogueName,
} from "@portal/domain/catalogues";
import { notFound } from "../../lib/errors";
import type { PortalModule } from "../../lib/module";
import { loadCatalogueAnswers } from "./load-catalogue-answers";


/** Public: the sign-up and profile forms load catalogues before the user has a token. */
const catalogoRoutes: PortalModule = async (app) => {
  const answerOf = await loadCatalogueAnswers(app.db);
  app.get(
    "/catalogo/:name",
    {
      schema: {
        tags: ["catalogo"],
        summary: "Elementos de un catálogo como lista de {id, value}",
        description:
          "Respuesta: la lista sin envolver. `departamento` acepta `?pais_id=`, `municipio` acepta `?departamento_id=`; " +
          "los demás catálogos ignoran los filtros. `profesion_oficio` y `municipio` vienen ordenados por nombre, " +
          "`pais` y `paisNacionalidad` con Guatemala primero y luego por nombre; los demás por id. Público, " +
          "con `Cache-Control: public, max-age=3600`.",
        params: catalogueParamsSchema,
        querystring: catalogueQuerySchema,
        response: { 200: catalogueListSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isCatalogueName(name)) throw notFound("Catálogo no encontrado.");
      // A ready JSON answer: a Buffer is sent as it is, not serialised (nor typed) as the schema's list.
      reply.header("cache-control", "public, max-age=3600").type("application/json; charset=utf-8");
      return reply.send(answerOf(name, request.query) as never);
    },
  );
};

export default catalogoRoutes;
