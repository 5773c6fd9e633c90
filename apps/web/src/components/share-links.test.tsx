import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paperLink, shareText, shareUrls, ShareLinks, ShareSection, shortAuthors } from "./share-links";

describe("share text", () => {
  it("names up to three authors and shortens more to 'et al.'", () => {
    expect(shortAuthors("Ada Lovelace")).toBe("Ada Lovelace");
    expect(shortAuthors("Ada Lovelace, Charles Babbage")).toBe("Ada Lovelace and Charles Babbage");
    expect(shortAuthors(" A. One , B. Two,C. Three ")).toBe("A. One, B. Two and C. Three");
    expect(shortAuthors("A, B, C, D")).toBe("A et al.");
    expect(shortAuthors("  ,  ")).toBe("");
  });

  it("links the arXiv page only when the paper has an arXiv id", () => {
    expect(paperLink("2004.06523v1")).toBe("https://arxiv.org/abs/2004.06523v1");
    expect(paperLink("  ")).toBeNull();
    expect(paperLink(null)).toBeNull();
    expect(shareText({ title: "Too Bias, or Not Too Bias?", authors: "Joseph P. Robinson", arxivId: null })).toBe(
      'I made a narrated video presentation of "Too Bias, or Not Too Bias?" by Joseph P. Robinson with Lectern.',
    );
    expect(shareText({ title: "Untitled notes", authors: "" })).toBe('I made a narrated video presentation of "Untitled notes" with Lectern.');
  });

  it("links the video first once it is public, then the paper", () => {
    expect(shareText({ title: "T", authors: "A", arxivId: "1706.03762", videoUrl: "https://www.youtube.com/watch?v=abcDEF12345" })).toBe(
      'I made a narrated video presentation of "T" by A with Lectern. Watch it: https://www.youtube.com/watch?v=abcDEF12345 Read the paper: https://arxiv.org/abs/1706.03762',
    );
  });

  it("cuts a very long title so the post fits a tweet", () => {
    const text = shareText({ title: "word ".repeat(80), authors: "A, B, C, D", arxivId: "1706.03762" });
    expect(text).toMatch(/^I made a narrated video presentation of "(word ){29}word…" by A et al\. with Lectern\. Read the paper: https:\/\/arxiv\.org\/abs\/1706\.03762$/);
    expect(text.length).toBeLessThan(280);
  });

  it("encodes the whole post into both links, which open safely in a new tab", () => {
    const paper = { title: "Q&A: 100% #robust?", authors: "Zoë Ñandú", arxivId: "2101.00001" };
    const urls = shareUrls(paper);
    expect(urls.twitter).toBe(
      "https://twitter.com/intent/tweet?text=I%20made%20a%20narrated%20video%20presentation%20of%20%22Q%26A%3A%20100%25%20%23robust%3F%22%20by%20Zo%C3%AB%20%C3%91and%C3%BA%20with%20Lectern.%20Read%20the%20paper%3A%20https%3A%2F%2Farxiv.org%2Fabs%2F2101.00001",
    );
    expect(new URL(urls.linkedin).searchParams.get("text")).toBe(shareText(paper));
    expect(new URL(urls.linkedin).searchParams.get("shareActive")).toBe("true");

    render(<ShareLinks paper={paper} />);
    for (const name of [/Share on LinkedIn/, /Share on Twitter/]) {
      const link = screen.getByRole("link", { name });
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.textContent).toContain("(opens in a new tab)");
    }
  });

  it("says when the post cannot link the video, and not once it can", () => {
    const paper = { title: "A paper", authors: "A", arxivId: null };
    const { unmount } = render(<ShareSection paper={paper} headingId="h" />);
    expect(screen.getByText(/no link to the video: it is visible only in your Lectern account/)).toBeTruthy();
    unmount();
    render(<ShareSection paper={{ ...paper, videoUrl: "https://www.youtube.com/watch?v=abcdefgh12" }} headingId="h" />);
    expect(screen.queryByText(/no link to the video/)).toBeNull();
  });
});
