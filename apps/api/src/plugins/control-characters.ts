import { MSG } from "@portal/domain/messages";
import fp from "fastify-plugin";
import { findControlCharacter } from "../lib/control-characters";
import { invalidField } from "../lib/errors";

/**
 * Refuses NUL and the other control characters (decision 055) in every text a request carries — path
 * parameters, query string and JSON body — before any schema runs: 422 on the first field that holds
 * one. One hook for every route, present and future, instead of a refinement each text field must
 * remember.
 */
export default fp(async (app) => {
  app.addHook("preValidation", async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findControlCharacter(part);
      if (field !== undefined) throw invalidField(field, MSG.controlCharacters);
    }
  });
});
