import type { FastifyRequest } from "fastify";

// Query parameters that carry credentials: signed-URL signatures, OAuth codes and states, tokens.
const SECRET_PARAMS = ["sig", "code", "state", "token", "access_token", "key"];

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
