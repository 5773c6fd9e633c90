import type { SAMPLE_LANGUAGE_LABELS } from "@lectern/contract";

export interface TeamMember {
  name: string;
  role: string;
  /**
   * Photo: a path under apps/web/public (e.g. "/team/ada.jpg"). Other hosts are blocked by the
   * server's Content-Security-Policy (img-src) unless it is widened there too.
   */
  image: string;
  /** Professional profile (LinkedIn, lab page, ORCID ...). */
  profileUrl: string;
}

export interface TeamGroup {
  id: "developers" | "project-managers" | "principal-investigator";
  title: string;
  members: TeamMember[];
}

export type SampleLanguage = (typeof SAMPLE_LANGUAGE_LABELS)[number];

export interface SampleVideo {
  id: string;
  /** Also the card title. */
  language: SampleLanguage;
  /** YouTube video id; a sample without one is not displayed. */
  videoId: string;
}

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  organisation: string;
  /** 1 to 5. */
  rating: number;
  /** Image of the researcher's post; like team photos, best placed under apps/web/public. */
  contentImage: string;
  /** Where the post can be read. */
  url: string;
}

export interface SiteContent {
  landing: {
    /** YouTube id of the demo video; empty shows a labelled placeholder (and contacts nobody). */
    demoVideoId: string;
    /** "Made under the guidance of ..." line; empty hides it. Only state a real affiliation. */
    guidanceLine: string;
  };
  /** Address for the Contact Us links; empty sends visitors to /about#contact. */
  contactEmail: string;
  about: {
    mission: string[];
    team: TeamGroup[];
  };
  samples: SampleVideo[];
  testimonials: Testimonial[];
}
