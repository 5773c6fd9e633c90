import { SystemExternal } from "speech-rule-engine/js/common/system_external.js";
import { xpath } from "speech-rule-engine/js/common/xpath_util.js";

/**
 * speech-rule-engine evaluates its rules' XPath queries through wicked-good-xpath outside a
 * browser, and that parses every query string again on each call: half of the engine's time
 * on a maths-heavy paper (2.4 s → 1.2 s for 659 formulas). The rules are a fixed set of a few
 * hundred strings, so each is compiled once and reused; results are identical (checked by the
 * spoken-maths tests). Installed once, before the first formula is spoken.
 */

interface CompiledXPath {
  evaluate(node: unknown, type: number, result: unknown): unknown;
}
interface XPathDocument {
  createExpression(expression: string, resolver: unknown): CompiledXPath;
}

let installed = false;

export function installXPathCache(): void {
  if (installed) return;
  installed = true;
  const doc = SystemExternal.xpath as XPathDocument;
  if (typeof doc.createExpression !== "function") return;
  const compiled = new Map<string, CompiledXPath>();
  const evaluate = (expression: string, node: unknown, resolver: unknown, type: number, result: unknown): unknown => {
    let c = compiled.get(expression);
    if (c === undefined) {
      c = doc.createExpression(expression, resolver);
      compiled.set(expression, c);
    }
    return c.evaluate(node, type, result ?? null);
  };
  (xpath as { evaluate: unknown }).evaluate = evaluate;
}
