import { API_PREFIX, pathFor, ROUTES, type RouteDef, type RouteName } from "@lectern/contract";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { multipartBody } from "./multipart.js";

/** One concrete request of a contract route: its path parameters, query and body. */
export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body. */
  body?: unknown;
  /** A multipart/form-data body (the upload routes). */
  multipart?: { fields: Record<string, string>; file?: { name: string; data: Buffer; type?: string } };
}

/**
 * Throws when the route's own schemas would refuse the sample: a 401 or 404 in the matrix must
 * come from who is asking, never from a malformed request.
 */
export function assertValidSample(name: RouteName, call: Call): void {
  const def: RouteDef = ROUTES[name];
  const problems: string[] = [];
  if (def.params && !def.params.safeParse(call.params ?? {}).success) problems.push("params");
  if (!def.params && call.params) problems.push("params given to a route without any");
  if (def.query && !def.query.safeParse(call.query ?? {}).success) problems.push("query");
  if (def.body && !def.multipart && !def.body.safeParse(call.body).success) problems.push("body");
  if (Boolean(def.multipart) !== Boolean(call.multipart)) problems.push(def.multipart ? "multipart body missing" : "multipart body on a JSON route");
  if (problems.length > 0) throw new Error(`sample for ${name} is not a valid request (${problems.join(", ")})`);
}

export function urlOf(name: RouteName, call: Call): string {
  const path = API_PREFIX + pathFor(name, call.params ?? {});
  const query = new URLSearchParams(call.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** Sends `call` to route `name` as the caller whose headers are given (none: anonymous). */
export async function send(app: FastifyInstance, name: RouteName, call: Call, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const method = ROUTES[name].method;
  const url = urlOf(name, call);
  if (call.multipart) {
    const form = await multipartBody(call.multipart.fields, call.multipart.file);
    return app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
  }
  if (call.body === undefined) return app.inject({ method, url, headers });
  return app.inject({ method, url, headers: { ...headers, "content-type": "application/json" }, payload: JSON.stringify(call.body) });
}

/**
 * Every method and path the app serves, read from Fastify's route tree (one node a line, four
 * characters of indent a level, children continuing their parent's path).
 */
export function servedRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const stack: string[] = [];
  const served: { method: string; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const node = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!node) continue;
    stack.length = (node[1] ?? "").length / 4;
    stack.push(node[2] ?? "");
    for (const method of (node[3] ?? "").split(", ").filter(Boolean)) served.push({ method, url: stack.join("") });
  }
  return served;
}
