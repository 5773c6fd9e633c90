import { ERROR_CODES } from "@lectern/contract";
import type { LightMyRequestResponse } from "fastify";

/** What a stack trace, a source location or a server path looks like inside a response body. */
const TELLTALES: readonly [string, RegExp][] = [
  ["a stack frame", /\n\s+at\s|\bat\s+[\w$.<>]+\s+\(/],
  ["a source location", /\.(?:[cm]?[jt]sx?):\d+/],
  ["a Node internal", /node:internal/],
  ["an exception name", /\b[A-Z]\w*Error\b/],
  ["SQL", /SQLITE_|\bSELECT\s+\S[\s\S]*\sFROM\s/],
  ["a file-system path", /(?:^|[\s"'(=:])\/(?:tmp|home|root|work|usr|var|etc|opt|srv|data|private)\//],
];

/** Everything in `text` that must not be there: any of the secrets, or a telltale of internals. */
export function leaksIn(text: string, secrets: readonly string[]): string[] {
  const found = secrets.filter((s) => s.length > 0 && text.includes(s)).map((s) => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s));
  return [...found, ...TELLTALES.filter(([, re]) => re.test(text)).map(([what]) => what)];
}

const CODE_FOR: Record<401 | 404, string> = { 401: ERROR_CODES.unauthenticated, 404: ERROR_CODES.notFound };

/**
 * The authorisation matrix as it is walked: every (route, identity) request checked is counted,
 * and every mismatch is collected (not thrown), so one run reports the whole matrix at once.
 */
export class MatrixRecorder {
  readonly problems: string[] = [];
  private readonly identities = new Map<string, number>();
  private readonly routes = new Set<string>();
  private requests = 0;

  constructor(private readonly secrets: readonly string[]) {}

  private count(route: string, identity: string): string {
    this.requests += 1;
    this.routes.add(route);
    this.identities.set(identity, (this.identities.get(identity) ?? 0) + 1);
    return `${route} as ${identity}`;
  }

  /** A refusal: the status, the {detail, code} shape with the matching code, and nothing leaked. */
  refused(route: string, identity: string, res: LightMyRequestResponse, status: 401 | 404, alsoSecret: readonly string[] = []): void {
    const where = this.count(route, identity);
    if (res.statusCode !== status) this.problems.push(`${where}: expected ${status}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (!String(res.headers["content-type"] ?? "").includes("application/json")) this.problems.push(`${where}: refusal is not JSON (${String(res.headers["content-type"])})`);
    if (res.headers["content-disposition"] !== undefined) this.problems.push(`${where}: refusal carries a download name`);
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      body = undefined;
    }
    const shape = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    const keys = Object.keys(shape).sort().join(",");
    if (keys !== "code,detail" || typeof shape.detail !== "string" || shape.code !== CODE_FOR[status]) {
      this.problems.push(`${where}: body is not {detail, code: ${CODE_FOR[status]}}: ${res.body.slice(0, 200)}`);
    }
    this.clean(where, res, alsoSecret);
  }

  /** An answer that is not a refusal: one of the statuses given, and (unless `secrets` is false) nothing of the owner's. */
  answered(route: string, identity: string, res: LightMyRequestResponse, statuses: readonly number[], checkLeaks = true): void {
    const where = this.count(route, identity);
    if (!statuses.includes(res.statusCode)) this.problems.push(`${where}: expected ${statuses.join(" or ")}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (checkLeaks) this.clean(where, res, []);
  }

  /** Two answers that must be indistinguishable (another user's paper and no paper at all). */
  same(route: string, identity: string, res: LightMyRequestResponse, reference: LightMyRequestResponse): void {
    const where = this.count(route, identity);
    if (res.statusCode !== reference.statusCode || res.body !== reference.body) {
      this.problems.push(`${where}: differs from the answer for an id that does not exist (${res.statusCode} ${res.body.slice(0, 120)} vs ${reference.statusCode} ${reference.body.slice(0, 120)})`);
    }
  }

  private clean(where: string, res: LightMyRequestResponse, alsoSecret: readonly string[]): void {
    const leaks = leaksIn(res.body, [...this.secrets, ...alsoSecret]);
    if (leaks.length > 0) this.problems.push(`${where}: body leaks ${leaks.join(", ")}`);
  }

  summary(): { routes: number; requests: number; byIdentity: Record<string, number> } {
    return { routes: this.routes.size, requests: this.requests, byIdentity: Object.fromEntries(this.identities) };
  }
}
