import type { FastifyRequest } from "fastify";

// Query parameters that carry credentials: signed-URL signatures, OAuth codes and states, tokens.
const SECRET_PARAMS = ["sig", "code", "state", "token", "access_token", "refresh_token", "id_token", "client_secret", "key"];

/**
 * Headers that carry credentials, wherever a logged object holds request headers one level down:
 * @fastify/multipart logs its busboy options, with every request header, at trace. pino replaces
 * these before a line is written.
 */
export const LOG_REDACTION = {
  paths: [
    "headers.authorization",
    "headers.cookie",
    'headers["x-goog-api-key"]',
    'headers["api-subscription-key"]',
    "*.headers.authorization",
    "*.headers.cookie",
    '*.headers["x-goog-api-key"]',
    '*.headers["api-subscription-key"]',
  ],
  censor: "[redacted]",
};

/** Request URL for logs with credential-bearing query values replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, "[redacted]");
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** What a request log line carries: never headers (Authorization) or bodies (keys, tokens). */
export function requestLogSerializer(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
}

/** An error as a log line shows it (pino's usual shape). */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * Errors for logs: name, message, stack and the error's own fields, without raw bytes. Node's
 * HTTP parser attaches the request it could not parse (rawPacket: the head with Authorization
 * and all) to the error Fastify logs at trace; bytes from the wire never belong in a log.
 */
export function errorLogSerializer(err: Error, depth = 0): LoggedError {
  // pino hands over whatever was logged under `err`; not every caller logs an Error.
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: "" };
  const out: LoggedError = { type: err.constructor.name, message: err.message, stack: err.stack ?? "" };
  for (const [key, value] of Object.entries(err)) {
    if (key === "rawPacket" || value instanceof Uint8Array) continue;
    out[key] = value;
  }
  if (err.cause instanceof Error) out.cause = depth < 5 ? errorLogSerializer(err.cause, depth + 1) : err.cause.message;
  else if (err.cause !== undefined) out.cause = err.cause;
  return out;
}
