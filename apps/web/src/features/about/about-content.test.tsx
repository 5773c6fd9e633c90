import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SITE_CONTENT } from "../../content/site-content";
import type { SiteContent } from "../../content/site-content-types";
import { AboutContent } from "./about-content";

const withTeam: SiteContent = {
  ...SITE_CONTENT,
  contactEmail: "team@example.org",
  about: {
    mission: ["We make papers watchable."],
    team: [
      { id: "developers", title: "Developers", members: [{ name: "Grace Hopper", role: "Developer", image: "", profileUrl: "https://example.org/grace" }] },
      { id: "project-managers", title: "Project Managers", members: [] },
      { id: "principal-investigator", title: "Principal Investigator", members: [] },
    ],
  },
};

describe("About page", () => {
  it("shows groups that have members and hides empty ones", () => {
    render(<AboutContent content={withTeam} />, { wrapper: MemoryRouter });
    expect(screen.getByRole("heading", { name: "Developers" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Project Managers" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Principal Investigator" })).toBeNull();
    const card = screen.getByRole("heading", { name: "Grace Hopper" }).closest("li") as HTMLElement;
    expect(within(card).getByText("Developer")).toBeTruthy();
    expect(within(card).getByRole("link").getAttribute("href")).toBe("https://example.org/grace");
    expect(screen.getByRole("link", { name: "team@example.org" }).getAttribute("href")).toBe("mailto:team@example.org");
  });

  it("says plainly when no team or contact address has been published", () => {
    render(<AboutContent content={{ ...SITE_CONTENT, contactEmail: "" }} />, { wrapper: MemoryRouter });
    expect(screen.getByText("Team details have not been published yet.")).toBeTruthy();
    expect(screen.getByText(/No contact address is configured/)).toBeTruthy();
    expect(document.getElementById("contact")).not.toBeNull();
  });
});
