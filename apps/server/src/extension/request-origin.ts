// A host name, IPv4 address or bracketed IPv6 address, with an optional port: nothing that could
// end a string or a URL early. Host comes from the client, so anything else is refused.
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a request was addressed to (`https://lectern.example.org`), or null when the
 * protocol or Host header is not a plain http(s) origin. The result is normalised by URL, so it
 * is safe to write into generated code as a JSON string.
 */
export function plainOrigin(protocol: string, host: string): string | null {
  if (protocol !== "http" && protocol !== "https") return null;
  if (!PLAIN_HOST.test(host)) return null;
  try {
    const url = new URL(`${protocol}://${host}`);
    return url.origin === "null" ? null : url.origin;
  } catch {
    return null;
  }
}
