// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { CONTROL_LABEL } from "./control";
import { placeControl } from "./place-control";

const HREF = "https://lectern.example.org/paper-processing?arxiv=https%3A%2F%2Farxiv.org%2Fabs%2F0704.0001";

function page(body: string, contentType = "text/html"): Document {
  const doc = document.implementation.createHTMLDocument("arXiv");
  doc.body.innerHTML = body;
  if (contentType !== "text/html") Object.defineProperty(doc, "contentType", { value: contentType });
  return doc;
}

describe("placeControl", () => {
  it("puts a labelled new-tab link at the top of arXiv's Access Paper sidebar", () => {
    const doc = page('<h1 class="title">A paper</h1><div class="extra-services"><div class="full-text">Access Paper:</div></div>');
    const { link, placement } = placeControl(doc, HREF);
    expect(placement).toBe("sidebar");
    expect(doc.querySelector(".extra-services")?.firstElementChild?.contains(link)).toBe(true);
    expect(link.textContent).toBe(CONTROL_LABEL);
    expect(link.getAttribute("href")).toBe(HREF);
    expect(link.target).toBe("_blank");
    expect(link.rel).toBe("noopener");
    expect(link.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("goes under the title when the page has no sidebar", () => {
    const doc = page('<h1 class="title">A paper</h1><p class="authors">Someone</p>');
    const { link, placement } = placeControl(doc, HREF);
    expect(placement).toBe("title");
    expect(doc.querySelector("h1.title")?.nextElementSibling?.contains(link)).toBe(true);
  });

  it("floats over pages it does not know, and over Chrome's PDF viewer", () => {
    for (const doc of [page("<main>Something else</main>"), page('<embed type="application/pdf">', "application/pdf")]) {
      const { link, placement } = placeControl(doc, HREF);
      expect(placement).toBe("floating");
      expect(link.parentElement).toBe(doc.body);
      expect(link.classList.contains("lectern-ext-floating")).toBe(true);
    }
  });
});
