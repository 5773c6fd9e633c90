import type { SiteContent } from "./site-content-types";

// The one file to edit for public-page content: the demo video, contact address, mission,
// team, sample videos and testimonials. The type above checks every entry at build time.
//
// Defaults are deliberately empty: publish only real people, real videos, real quotes and a
// real affiliation. Empty lists show calm empty states; empty strings hide their element.

export const SITE_CONTENT: SiteContent = {
  landing: {
    demoVideoId: "",
    guidanceLine: "",
  },
  contactEmail: "",
  about: {
    mission: [
      "Research deserves to be understood beyond the people who read papers end to end. Lectern turns a paper into a short narrated video presentation, so its ideas can travel to conferences, classrooms and timelines.",
      "You stay the author throughout: review the metadata, edit every narration script and bullet, pick the figure for each slide, and choose the narration language and voice before the video is produced.",
    ],
    team: [
      { id: "developers", title: "Developers", members: [] },
      { id: "project-managers", title: "Project Managers", members: [] },
      { id: "principal-investigator", title: "Principal Investigator", members: [] },
    ],
  },
  samples: [],
  testimonials: [],
};
