import { describe, expect, it } from "vitest";
import { clampRating, contactHref, safeExternalUrl, visibleSamples, visibleTeamGroups, youtubeEmbedUrl } from "./content-rules";
import type { TeamGroup } from "./site-content-types";

const member = { name: "Grace Hopper", role: "Developer", image: "/team/grace.jpg", profileUrl: "https://example.org/grace" };

describe("site content rules", () => {
  it("hides a team group with no members", () => {
    const groups: TeamGroup[] = [
      { id: "developers", title: "Developers", members: [member] },
      { id: "project-managers", title: "Project Managers", members: [] },
    ];
    expect(visibleTeamGroups(groups).map((g) => g.title)).toEqual(["Developers"]);
  });

  it("does not display a sample without a video id", () => {
    const shown = visibleSamples([
      { id: "en", language: "English", videoId: "abc123" },
      { id: "hi", language: "Hindi", videoId: "" },
      { id: "ur", language: "Urdu", videoId: "   " },
    ]);
    expect(shown.map((s) => s.id)).toEqual(["en"]);
  });

  it("links Contact Us to mail when an address exists, else to the About page", () => {
    expect(contactHref("team@example.org")).toBe("mailto:team@example.org");
    expect(contactHref("")).toBe("/about#contact");
  });

  it("only lets http(s) links through", () => {
    expect(safeExternalUrl("https://example.org/x")).toBe("https://example.org/x");
    expect(safeExternalUrl("javascript:alert(1)")).toBeUndefined();
    expect(safeExternalUrl("not a url")).toBeUndefined();
  });

  it("embeds with the privacy-enhanced host", () => {
    expect(youtubeEmbedUrl("abc123")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123/);
  });

  it("clamps ratings to 0..5", () => {
    expect(clampRating(7)).toBe(5);
    expect(clampRating(-1)).toBe(0);
    expect(clampRating(3.6)).toBe(4);
  });
});
