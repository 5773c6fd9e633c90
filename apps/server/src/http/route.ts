import { API_PREFIX, type RouteDef, type User } from "@lectern/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Authenticator } from "../auth/authenticate.js";
import { invalidInput } from "./errors.js";

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type Caller<R extends RouteDef> = R["auth"] extends "user" ? User : R["auth"] extends "media" ? User | "signed" : undefined;
type Answer<R extends RouteDef> = R["response"] extends z.ZodType ? z.input<R["response"]> : void;

export interface RouteInput<R extends RouteDef> {
  params: Infer<R["params"]>;
  query: Infer<R["query"]>;
  body: Infer<R["body"]>;
  user: Caller<R>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<R extends RouteDef> = (input: RouteInput<R>) => Promise<Answer<R>>;

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  throw invalidInput(`Invalid request ${where}: ${field}${issue?.message ?? "invalid value"}`);
}

/**
 * Registers one route of the contract: authentication first (so an unauthenticated caller learns
 * nothing from validation errors), then params, query and body parsed with the contract's zod
 * schemas, then the handler; JSON answers are checked against the contract before they leave.
 */
export function registerRoute<R extends RouteDef>(app: FastifyInstance, auth: Authenticator, def: R, handler: RouteHandler<R>): void {
  app.route({
    method: def.method,
    url: API_PREFIX + def.path,
    handler: async (request, reply) => {
      let user: User | "signed" | undefined;
      if (def.auth === "user") user = await auth.requireUser(request);
      else if (def.auth === "media") user = await auth.requireUserOrSignature(request);
      const input = {
        params: def.params ? parse(def.params, request.params, "path") : undefined,
        query: def.query ? parse(def.query, request.query, "query") : undefined,
        body: def.body && !def.multipart ? parse(def.body, request.body ?? undefined, "body") : undefined,
        user,
        request,
        reply,
      } as RouteInput<R>;
      const result = await handler(input);
      // File and stream answers are sent by their handler (a stream is not "sent" until it ends).
      if (def.answer !== "json" || reply.sent) return reply;
      if (def.response) return reply.send(def.response.parse(result));
      return reply.send(result);
    },
  });
}
