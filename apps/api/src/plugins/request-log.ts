import fp from "fastify-plugin";

/**
 * One log line per answered request (decision 092), in place of Fastify's two (`incoming request` and
 * `request completed`, each with the whole request and response serialised): request id, method, path
 * without the query (it may carry the QR key), status and milliseconds. Server errors are logged at
 * `error` level, so they stay visible with LOG_LEVEL=warn; their cause is logged by the errors plugin.
 */
export default fp(async (app) => {
  app.addHook("onResponse", async (request, reply) => {
    const line = {
      method: request.method,
      path: request.url.split("?")[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (reply.statusCode >= 500) request.log.error(line, "request completed");
    else request.log.info(line, "request completed");
  });
});
