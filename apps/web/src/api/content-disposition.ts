/** `attachment; filename="a.pdf"` or RFC 5987 `filename*=UTF-8''a.pdf`; only the base name is kept. */
export function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(disposition)?.[1] ?? /filename\s*=\s*([^;]+)/.exec(disposition)?.[1]?.trim();
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}
