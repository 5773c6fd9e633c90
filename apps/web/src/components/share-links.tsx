import { ExternalLink, Share2 } from "lucide-react";

export interface SharePaper {
  title: string;
  /** Comma-separated, as the metadata keeps them. */
  authors: string;
  arxivId?: string | null | undefined;
  /** Where the video can be watched by anyone (its YouTube address), once it has one. */
  videoUrl?: string | undefined;
}

const TITLE_LIMIT = 150;
const AUTHOR_LIMIT = 3;

/** The paper's public page, when it has one (the video itself needs a Lectern sign-in). */
export function paperLink(arxivId: string | null | undefined): string | null {
  const id = arxivId?.trim();
  return id ? `https://arxiv.org/abs/${id}` : null;
}

/** "A, B and C", or "A et al." beyond three names, so a post stays short. */
export function shortAuthors(authors: string): string {
  const names = authors
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const [first] = names;
  if (!first) return "";
  if (names.length > AUTHOR_LIMIT) return `${first} et al.`;
  if (names.length === 1) return first;
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}

/** The prefilled post: title, authors, the video's link when public and the paper's link. */
export function shareText({ title, authors, arxivId, videoUrl }: SharePaper): string {
  const cleanTitle = title.trim();
  const shortTitle = cleanTitle.length > TITLE_LIMIT ? `${cleanTitle.slice(0, TITLE_LIMIT - 1).trimEnd()}…` : cleanTitle;
  const by = shortAuthors(authors);
  const link = paperLink(arxivId);
  return [
    `I made a narrated video presentation of "${shortTitle}"${by ? ` by ${by}` : ""} with Lectern.`,
    videoUrl ? `Watch it: ${videoUrl}` : "",
    link ? `Read the paper: ${link}` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

export function shareUrls(paper: SharePaper): { linkedin: string; twitter: string } {
  const text = encodeURIComponent(shareText(paper));
  return {
    // LinkedIn's share-offsite dialog takes only a URL; the feed composer takes text.
    linkedin: `https://www.linkedin.com/feed/?shareActive=true&text=${text}`,
    twitter: `https://twitter.com/intent/tweet?text=${text}`,
  };
}

const linkClass = "btn-secondary w-full sm:w-auto";

/** LinkedIn and Twitter/X links with the post prefilled; they open in a new tab. */
export function ShareLinks({ paper }: { paper: SharePaper }) {
  const urls = shareUrls(paper);
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <a className={linkClass} href={urls.linkedin} target="_blank" rel="noopener noreferrer">
        <Share2 aria-hidden="true" className="h-4 w-4" />
        Share on LinkedIn
        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 opacity-70" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <a className={linkClass} href={urls.twitter} target="_blank" rel="noopener noreferrer">
        <Share2 aria-hidden="true" className="h-4 w-4" />
        Share on Twitter / X
        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 opacity-70" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}

/** The Share card of Step 6 and the video page: a heading, one line of help, the links. */
export function ShareSection({ paper, headingId, className = "" }: { paper: SharePaper; headingId: string; className?: string }) {
  return (
    <section aria-labelledby={headingId} className={`card p-5 sm:p-6 ${className}`.trim()}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        Share
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">Tell your network about the paper. The post is prefilled; you can edit it before posting.</p>
      <ShareLinks paper={paper} />
      {paper.videoUrl ? null : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          The post has no link to the video: it is visible only in your Lectern account. Upload it to YouTube and the post will link to it there.
        </p>
      )}
    </section>
  );
}
