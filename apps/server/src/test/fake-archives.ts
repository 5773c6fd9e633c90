import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { create as tarCreate } from "tar";
import { extractZip } from "@lectern/pipeline";
import { corpusFile, CORPUS_DIR } from "./corpus.js";
import { sendJson, startFakeServer } from "./fake-server.js";

/** A corpus LaTeX zip repacked as arXiv packs e-prints: a gzipped tar of the project. */
export async function corpusAsEprint(zipName: string): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "eprint-"));
  await extractZip(path.join(CORPUS_DIR, zipName), dir);
  const entries = fs.readdirSync(dir);
  const root = entries.length === 1 && fs.statSync(path.join(dir, entries[0] ?? "")).isDirectory() ? path.join(dir, entries[0] ?? "") : dir;
  const file = path.join(dir, "..", `${path.basename(dir)}.tar`);
  await tarCreate({ cwd: root, portable: true, file }, fs.readdirSync(root));
  return zlib.gzipSync(fs.readFileSync(file));
}

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
 * real wire formats, serving corpus papers: arXiv 1811.11357 is mhgan (LaTeX e-print), arXiv
 * 0704.0001 has only a PDF (wireless-workload), bioRxiv 10.1101/2022.12.13.519519 is the EEG paper.
 */
export async function startFakeArchives() {
  const mhgan = await corpusAsEprint("mhgan.zip");
  const wireless = corpusFile("wireless-workload.pdf");
  const eeg = corpusFile("eeg-speaker-suppression.pdf");
  const server = await startFakeServer((req, res) => {
    const url = new URL(req.url, "http://x");
    if (url.pathname === "/api/query") {
      const id = url.searchParams.get("id_list");
      res.writeHead(200, { "content-type": "application/atom+xml" });
      if (id === "1811.11357") return res.end(atom(id, "Metropolis-Hastings Generative Adversarial\n      Networks", ["Ryan Turner", "Jane Hung", "Eric Frank", "Yunus Saatci", "Jason Yosinski"]));
      if (id === "0704.0001") return res.end(atom(id, "Towards Realistic Models of Wireless Workload", ["Stefan Karpinski"]));
      return res.end(EMPTY_FEED);
    }
    if (url.pathname.startsWith("/e-print/1811.11357")) return res.writeHead(200, { "content-type": "application/x-eprint-tar" }).end(mhgan);
    if (url.pathname.startsWith("/e-print/0704.0001")) return res.writeHead(200, { "content-type": "application/pdf" }).end(wireless);
    if (url.pathname.startsWith("/pdf/1811.11357")) return res.writeHead(200, { "content-type": "application/pdf" }).end(wireless);
    if (url.pathname.startsWith("/pdf/0704.0001")) return res.writeHead(200, { "content-type": "application/pdf" }).end(wireless);
    if (url.pathname === "/details/biorxiv/10.1101/2022.12.13.519519") {
      return sendJson(res, 200, {
        messages: [{ status: "ok" }],
        collection: [
          { doi: "10.1101/2022.12.13.519519", title: "Speaker-induced suppression in EEG during a naturalistic reading and listening task", authors: "Kurteff, G. L.; Lester-Smith, R. A.; Martinez, A.; Currens, N.; Holder, J.; Villarreal, C.; Mercado, V. R.; Truong, C.; Huber, C.; Pokharel, P.; Hamilton, L. S.", date: "2022-12-14", version: "1", category: "neuroscience", abstract: "Speaking elicits a suppressed response." },
        ],
      });
    }
    if (url.pathname === "/content/10.1101/2022.12.13.519519v1.full.pdf") return res.writeHead(200, { "content-type": "application/pdf" }).end(eeg);
    if (url.pathname === "/redirect-away") return res.writeHead(302, { location: "https://evil.test/" }).end();
    res.writeHead(404).end("not found");
  });
  return {
    ...server,
    env: { ARXIV_API_BASE: server.url, ARXIV_BASE: server.url, BIORXIV_API_BASE: server.url, BIORXIV_BASE: server.url },
  };
}
