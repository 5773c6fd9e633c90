import { houseEprint, HOUSE_PAPERS, housePdf } from "./house-papers.js";
import { sendJson, startFakeServer } from "./fake-server.js";

const atom = (id: string, title: string, authors: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:arxiv="http://arxiv.org/schemas/atom">
  <title type="html">ArXiv Query: search_query=&amp;id_list=${id}</title>
  <entry>
    <id>http://arxiv.org/abs/${id}v1</id>
    <updated>2019-06-01T00:00:00Z</updated>
    <published>2018-11-28T17:14:55Z</published>
    <title>${title}</title>
    <summary>  We introduce a method that works.
    It is described here.</summary>
    ${authors.map((a) => `<author><name>${a}</name></author>`).join("\n    ")}
    <link href="http://arxiv.org/abs/${id}v1" rel="alternate" type="text/html"/>
    <link title="pdf" href="http://arxiv.org/pdf/${id}v1" rel="related" type="application/pdf"/>
    <arxiv:primary_category term="cs.LG" scheme="http://arxiv.org/schemas/atom"/>
  </entry>
</feed>`;

const EMPTY_FEED = `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>ArXiv Query</title></feed>`;

/**
 * Fake arXiv (API, e-print, pdf) and bioRxiv (details API, full-text PDF) servers speaking the
 * real wire formats, serving the house papers: arXiv 1811.11357 is the speaker paper (LaTeX
 * e-print), arXiv 0704.0001 has only a PDF (the routing paper), bioRxiv 10.1101/2022.12.13.519519
 * is the soil paper.
 */
export async function startFakeArchives() {
  const eprint = houseEprint("speaker");
  const pdfOnly = housePdf("routing");
  const biorxivPdf = housePdf("soil");
  // While held, every answer waits: a test sees work that is still downloading.
  let held: Promise<void> | undefined;
  const server = await startFakeServer(async (req, res) => {
    await held;
    const url = new URL(req.url, "http://x");
    if (url.pathname === "/api/query") {
      const id = url.searchParams.get("id_list");
      res.writeHead(200, { "content-type": "application/atom+xml" });
      if (id === "1811.11357") return res.end(atom(id, HOUSE_PAPERS.speaker.title.replace(" Fair ", " Fair\n      "), HOUSE_PAPERS.speaker.authors));
      if (id === "0704.0001") return res.end(atom(id, HOUSE_PAPERS.routing.title, HOUSE_PAPERS.routing.authors.slice(0, 1)));
      return res.end(EMPTY_FEED);
    }
    if (url.pathname.startsWith("/e-print/1811.11357")) return res.writeHead(200, { "content-type": "application/x-eprint-tar" }).end(eprint);
    if (url.pathname.startsWith("/e-print/0704.0001")) return res.writeHead(200, { "content-type": "application/pdf" }).end(pdfOnly);
    if (url.pathname.startsWith("/pdf/1811.11357")) return res.writeHead(200, { "content-type": "application/pdf" }).end(pdfOnly);
    if (url.pathname.startsWith("/pdf/0704.0001")) return res.writeHead(200, { "content-type": "application/pdf" }).end(pdfOnly);
    if (url.pathname === "/details/biorxiv/10.1101/2022.12.13.519519") {
      return sendJson(res, 200, {
        messages: [{ status: "ok" }],
        collection: [
          { doi: "10.1101/2022.12.13.519519", title: HOUSE_PAPERS.soil.title, authors: "Lindqvist, M.; Mensah, K.", date: "2022-12-14", version: "1", category: "ecology", abstract: "Radar and weather forecasts predict soil moisture a week ahead." },
        ],
      });
    }
    if (url.pathname === "/content/10.1101/2022.12.13.519519v1.full.pdf") return res.writeHead(200, { "content-type": "application/pdf" }).end(biorxivPdf);
    if (url.pathname === "/redirect-away") return res.writeHead(302, { location: "https://evil.test/" }).end();
    res.writeHead(404).end("not found");
  });
  return {
    ...server,
    /** Holds the archives' answers until the returned function is called. */
    hold(): () => void {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    env: { ARXIV_API_BASE: server.url, ARXIV_BASE: server.url, BIORXIV_API_BASE: server.url, BIORXIV_BASE: server.url },
  };
}
