import type { Failure } from "../http/failure.js";
import type { PostRequest } from "../http/http-post.js";
import type { LlmProvider } from "../provider-error.js";
import type { SchemaSpec } from "./schema-spec.js";

/** One JSON question to a model. */
export interface JsonQuestion {
  system: string;
  user: string;
  schema: SchemaSpec;
  /** Schema name for providers that want one (letters, digits, underscores). */
  schemaName: string;
}

/** What a successful (2xx) answer held. */
export type AnswerRead =
  | { kind: "text"; text: string }
  /** Truncated, empty or malformed: asking again may help. */
  | { kind: "invalid"; reason: string }
  /** The provider refused (safety, policy): asking again will not help. */
  | { kind: "blocked"; message: string };


/**
 * One provider's wire format: how a question becomes a request, and how answers and errors read.
 * Each implementation is the one place where our fields meet that provider's names.
 */
export interface Wire {
  provider: LlmProvider;
  /** How the user knows the service, at the start of a sentence: "Gemini", "The OpenAI-compatible server at host:port". */
  service: string;
  request(question: JsonQuestion, options: { structured: boolean }): PostRequest;
  readAnswer(body: unknown): AnswerRead;
  describeFailure(status: number, bodyText: string, headers: Headers): Failure;
}
