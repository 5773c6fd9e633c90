import { ERROR_CODES, type ErrorBody } from "@lectern/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { toAppError } from "./to-app-error.js";

/**
 * The one error handler: every failure leaves as {detail, code}. Validation problems are 422
 * with the field named; 401 is reserved for authentication (the client signs out on it).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) => {
      // A body refused for its size is not read any further: the connection closes after the answer.
      if (status === 413) reply.header("connection", "close");
      return reply.status(status).send(body);
    };

    // Our own errors and the pipeline's (a provider that refused, a deck that did not build ...).
    const known = toAppError(error);
    if (known) return send(known.statusCode, { detail: known.detail, code: known.code });

    const status = error.statusCode ?? 500;
    if (status === 413) return send(413, { detail: "The upload is too large.", code: ERROR_CODES.payloadTooLarge });
    if (status === 415) return send(415, { detail: "This content type is not accepted here.", code: ERROR_CODES.unsupportedMediaType });
    if (status === 429) return send(429, { detail: "Too many requests. Please wait a moment and try again.", code: ERROR_CODES.rateLimited });
    if (status >= 400 && status < 500 && status !== 401) {
      // Fastify's own client errors (bad JSON, empty body with JSON type ...): readable, not secret.
      return send(status === 400 ? 422 : status, { detail: `Invalid request: ${error.message}`, code: ERROR_CODES.validation });
    }

    request.log.error({ err: error }, "unhandled error");
    return send(500, { detail: "Something went wrong on our side. Please try again.", code: ERROR_CODES.internal });
  });
}
