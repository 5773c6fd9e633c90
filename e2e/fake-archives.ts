import http from "node:http";
import { houseFile, HOUSE_PAPERS } from "../apps/server/src/test/house-papers.js";

/** What the fake archives serve, for the tests to type in and expect back. */
export const FAKE_PAPERS = {
  /** A PDF-only arXiv paper: the e-print is the PDF itself, as arXiv sends for such papers. */
  arxivPdfOnly: {
    id: "0704.0001",
    title: HOUSE_PAPERS.routing.title,
    authors: HOUSE_PAPERS.routing.authors,
    published: "2007-04-02T19:18:42Z",
    file: "routing.pdf",
  },
  /** An id arXiv does not know: the API answers an empty feed. */
  arxivUnknown: "0704.9999",
  biorxiv: {
    doi: "10.1101/2022.12.13.519519",
    version: "1",
    title: HOUSE_PAPERS.soil.title,
    authors: "Lindqvist, M.; Mensah, K.",
    date: "2022-12-14",
    file: "soil.pdf",
  },
} as const;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The arXiv API's Atom answer for one entry, shaped like export.arxiv.org/api/query. */
function atomFeed(query: string, entry: typeof FAKE_PAPERS.arxivPdfOnly | null): string {
  const body = entry
    ? `
  <entry>
    <id>http://arxiv.org/abs/${entry.id}v1</id>
    <updated>${entry.published}</updated>
    <published>${entry.published}</published>
    <title>${escapeXml(entry.title)}</title>
    <summary>  We route each audio frame to the sixteen frames
  most likely to matter.</summary>
    ${entry.authors.map((name) => `<author><name>${escapeXml(name)}</name></author>`).join("\n    ")}
    <link href="http://arxiv.org/abs/${entry.id}v1" rel="alternate" type="text/html"/>
    <link title="pdf" href="http://arxiv.org/pdf/${entry.id}v1" rel="related" type="application/pdf"/>
    <arxiv:primary_category xmlns:arxiv="http://arxiv.org/schemas/atom" term="cs.CL" scheme="http://arxiv.org/schemas/atom"/>
  </entry>`
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <link href="http://arxiv.org/api/query?${escapeXml(query)}" rel="self" type="application/atom+xml"/>
  <title type="html">ArXiv Query: ${escapeXml(query)}</title>
  <opensearch:totalResults xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">${entry ? 1 : 0}</opensearch:totalResults>${body}
</feed>`;
}

export interface FakeArchives {
  url: string;
  /** The server's settings that point its arXiv and bioRxiv fetchers here. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * One local server standing in for arXiv (API, e-print, pdf) and bioRxiv (details API,
 * full-text PDF), speaking their real wire formats and serving the house papers (written by the project).
 */
export async function startFakeArchives(): Promise<FakeArchives> {
  const arxiv = FAKE_PAPERS.arxivPdfOnly;
  const bio = FAKE_PAPERS.biorxiv;
  const arxivPdf = houseFile(arxiv.file);
  const bioPdf = houseFile(bio.file);

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake.test");
    const send = (status: number, type: string, body: string | Buffer) => res.writeHead(status, { "content-type": type }).end(body);
    const pdf = (bytes: Buffer) => send(200, "application/pdf", bytes);

    if (url.pathname === "/api/query") {
      const known = url.searchParams.get("id_list") === arxiv.id ? arxiv : null;
      return send(200, "application/atom+xml; charset=utf-8", atomFeed(url.search.slice(1), known));
    }
    // Versioned or not: /e-print/0704.0001 and /e-print/0704.0001v1.
    if (new RegExp(`^/(e-print|pdf)/${arxiv.id.replace(".", "\\.")}(v\\d+)?$`).test(url.pathname)) return pdf(arxivPdf);
    if (url.pathname === `/details/biorxiv/${bio.doi}`) {
      const collection = [{ doi: bio.doi, title: bio.title, authors: bio.authors, date: bio.date, version: bio.version, category: "ecology", abstract: "Radar and weather forecasts predict soil moisture a week ahead." }];
      return send(200, "application/json", JSON.stringify({ messages: [{ status: "ok" }], collection }));
    }
    if (url.pathname === `/content/${bio.doi}v${bio.version}.full.pdf`) return pdf(bioPdf);
    if (url.pathname.startsWith("/details/biorxiv/")) return send(200, "application/json", JSON.stringify({ messages: [{ status: "no posts found" }], collection: [] }));
    return send(404, "text/plain", "not found");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: { ARXIV_API_BASE: url, ARXIV_BASE: url, BIORXIV_API_BASE: url, BIORXIV_BASE: url },
    stop: () =>
      new Promise<void>((resolve) => {
        // The app server's fetcher may hold keep-alive connections open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
