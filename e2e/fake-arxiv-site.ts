import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { houseFile } from "../apps/server/src/test/house-papers.js";
import { FAKE_PAPERS } from "./fake-archives.js";

/** The paper the fake site shows: one the fake archive serves too, so Lectern can import it. */
export const SITE_PAPER = FAKE_PAPERS.arxivPdfOnly;

export interface FakeArxivSite {
  /** Where the site listens; Chromium reaches it as arxiv.org through --host-resolver-rules. */
  port: number;
  stop(): Promise<void>;
}

/** A throwaway self-signed certificate for arxiv.org, so pages load over https as on arXiv. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-fake-arxiv-"));
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2", "-subj", "/CN=arxiv.org",
        "-addext", "subjectAltName=DNS:arxiv.org,DNS:www.arxiv.org", "-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
      { stdio: "ignore", timeout: 20_000 },
    );
    return { key: fs.readFileSync(path.join(dir, "key.pem")), cert: fs.readFileSync(path.join(dir, "cert.pem")) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An abstract page with the parts of arxiv.org/abs/<id> the extension looks for (title, extra-services). */
function abstractPage(): string {
  const paper = SITE_PAPER;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>[${paper.id}] ${escapeHtml(paper.title)}</title>
<style>
  body { margin: 0; font-family: "Lucida Grande", Helvetica, Arial, sans-serif; font-size: 14px; color: #000; }
  header { background: #b31b1b; color: #fff; padding: 10px 24px; font-size: 22px; font-weight: bold; }
  .crumbs { padding: 8px 24px; font-size: 13px; color: #555; }
  #content { display: flex; gap: 24px; padding: 8px 24px; }
  .leftcolumn { flex: 1; }
  .extra-services { width: 260px; border-left: 1px solid #ddd; padding-left: 16px; }
  h1.title { font-size: 24px; margin: 8px 0; }
  .descriptor { display: none; }
  .authors a, .extra-services a { color: #0068ac; }
  blockquote.abstract { margin: 16px 0; line-height: 1.5; }
  .full-text h2 { font-size: 16px; margin: 0 0 6px; }
  .full-text ul { margin: 0; padding-left: 18px; }
</style></head>
<body>
<header>arXiv</header>
<div class="crumbs">Computer Science &gt; Computation and Language &middot; arXiv:${paper.id}</div>
<div id="content">
  <div class="leftcolumn">
    <h1 class="title mathjax"><span class="descriptor">Title:</span>${escapeHtml(paper.title)}</h1>
    <div class="authors">${paper.authors.map((a) => `<a href="#">${escapeHtml(a)}</a>`).join(", ")}</div>
    <blockquote class="abstract mathjax">Streaming speech recognizers must answer within a few hundred milliseconds. We route each
    audio frame to the sixteen frames most likely to matter, halving decoding latency.</blockquote>
  </div>
  <div class="extra-services">
    <div class="full-text"><h2>Access Paper:</h2>
      <ul><li><a href="/pdf/${paper.id}" class="abs-button download-pdf">View PDF</a></li><li><a href="#">Other Formats</a></li></ul>
    </div>
  </div>
</div>
</body></html>`;
}

/**
 * Stands in for arxiv.org in the browser (the fake archives stand in for it on the server side):
 * the abstract page of SITE_PAPER and its PDF, versioned or not, with or without ".pdf".
 */
export async function startFakeArxivSite(): Promise<FakeArxivSite> {
  const pdf = houseFile(SITE_PAPER.file);
  const id = SITE_PAPER.id.replace(".", "\\.");
  const absPath = new RegExp(`^/abs/${id}(v\\d+)?$`);
  const pdfPath = new RegExp(`^/pdf/${id}(v\\d+)?(\\.pdf)?$`);
  const server = https.createServer(selfSignedCertificate(), (req, res) => {
    const { pathname } = new URL(req.url ?? "/", "https://arxiv.org");
    if (absPath.test(pathname)) return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(abstractPage());
    if (pdfPath.test(pathname)) return res.writeHead(200, { "content-type": "application/pdf" }).end(pdf);
    return res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
