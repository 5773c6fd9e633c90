import { accepted, rejected, type Checked } from "../http/checked.js";

/**
 * Reads the JSON a model wrote. Providers that honour the response schema send bare JSON; many
 * self-hosted servers ignore it, and their models wrap the JSON in ```json fences, put a sentence
 * before it, or (reasoning models) lead with a <think> block. All of those are accepted.
 */
export function readJsonText(raw: string): Checked<unknown> {
  const text = raw.replace(/<think>[\s\S]*?<\/think>/gi, "").trim();
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(text)?.[1];
  for (const candidate of [text, fenced, outermostJson(text)]) {
    if (candidate === undefined) continue;
    try {
      return accepted(JSON.parse(candidate) as unknown);
    } catch {
      // try the next reading
    }
  }
  return rejected(text.length === 0 ? "the answer was empty" : "the answer was not valid JSON");
}

/** From the first `{` or `[` to the matching last `}` or `]`: JSON with prose around it. */
function outermostJson(text: string): string | undefined {
  const start = text.search(/[{[]/);
  if (start < 0) return undefined;
  const close = text[start] === "{" ? "}" : "]";
  const end = text.lastIndexOf(close);
  return end > start ? text.slice(start, end + 1) : undefined;
}
