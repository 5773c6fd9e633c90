import type { Call } from "./authz-http.js";
import { houseFile } from "./house-papers.js";
import { OWNER_PDF, SOME_ZIP, type OwnerFacts, type RoutesWith } from "./authz-world.js";

// One valid request per contract route, keyed by route name: the Record types make `tsc` refuse a
// route without a sample, and the matrix test refuses it at run time too.

export interface PublicSample {
  call: (f: OwnerFacts) => Call;
  /** What anyone gets, with or without a (dead) token. */
  status: number;
}

export interface UserSample {
  /** What the route addresses: the owner's paper or job, or nothing of anyone's (the caller's own view). */
  scope: "paper" | "job" | "own";
  call: (f: OwnerFacts) => Call;
  /**
   * The owner's status for the same call: the control that the sample is a working request.
   * null where the call would run a pipeline stage again (generation, uploads) or end the session.
   */
  owner: number | null;
  /** Own-view routes: the intruder's status, for `call`, or for `own` when it differs. */
  intruder?: { status: number; own?: (f: OwnerFacts) => Call; spareSession?: true };
}

export interface MediaSample {
  scope: "paper" | "job";
  call: (f: OwnerFacts) => Call;
  /** The path parameter naming a file, and the owner's files of that kind. */
  file?: { param: "name" | "file"; all: (f: OwnerFacts) => string[] };
  /** 206 for a stream asked for a Range, else 200. */
  ok: 200 | 206;
}

const pdfUpload = (): Call => ({ multipart: { fields: {}, file: { name: OWNER_PDF, data: houseFile(OWNER_PDF), type: "application/pdf" } } });
const zipUpload = (): Call => ({ multipart: { fields: {}, file: { name: SOME_ZIP, data: houseFile(SOME_ZIP), type: "application/zip" } } });
/** The intruder's upload without its file: reaches the handler as them, without running a pipeline. */
const noFile = (): Call => ({ multipart: { fields: {} } });
/** Not an arXiv link: refused by the handler before any network access. */
const NOT_ARXIV = "https://example.org/abs/0704.0001";
const paper = (f: OwnerFacts) => ({ id: f.paperId });
const english = { language: "English" };

export const PUBLIC_SAMPLES: Record<RoutesWith<"public">, PublicSample> = {
  health: { call: () => ({}), status: 200 },
  authConfig: { call: () => ({}), status: 200 },
  googleLogin: { call: (f) => ({ body: { token: f.googleIdToken } }), status: 200 },
  localLogin: { call: () => ({}), status: 200 },
};

export const USER_SAMPLES: Record<RoutesWith<"user">, UserSample> = {
  // The owner's logout is how the fixture's revoked session was made; the intruder signs out a spare session.
  logout: { scope: "own", call: () => ({}), owner: null, intruder: { status: 200, spareSession: true } },
  me: { scope: "own", call: () => ({}), owner: 200, intruder: { status: 200 } },
  verify: { scope: "own", call: () => ({}), owner: 200, intruder: { status: 200 } },
  keysSetup: { scope: "own", call: () => ({ body: {} }), owner: 200, intruder: { status: 200 } },
  keysStatus: { scope: "own", call: () => ({}), owner: 200, intruder: { status: 200 } },

  // The intruder's own list holds nothing of the owner's; deleting is not run as the owner (the world would lose its paper).
  listPapers: { scope: "own", call: () => ({ query: { limit: "5" } }), owner: 200, intruder: { status: 200 } },
  getPaper: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: 200 },
  deletePaper: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: null },
  getMetadata: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: 200 },
  putMetadata: { scope: "paper", call: (f) => ({ params: paper(f), body: f.metadata }), owner: 200 },
  uploadZip: { scope: "own", call: zipUpload, owner: null, intruder: { status: 422, own: noFile } },
  uploadPdf: { scope: "own", call: pdfUpload, owner: null, intruder: { status: 422, own: noFile } },
  scrapeArxiv: { scope: "own", call: () => ({ body: { arxiv_url: NOT_ARXIV } }), owner: null, intruder: { status: 422 } },
  downloadPaperPdf: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: 200 },
  downloadPaperSource: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: 200 },

  oneClickPdf: { scope: "own", call: pdfUpload, owner: null, intruder: { status: 422, own: noFile } },
  oneClickLatex: { scope: "own", call: zipUpload, owner: null, intruder: { status: 422, own: noFile } },
  oneClickArxiv: { scope: "own", call: () => ({ multipart: { fields: { arxiv_url: NOT_ARXIV } } }), owner: null, intruder: { status: 422 } },
  oneClickStart: { scope: "own", call: () => ({ multipart: { fields: { arxiv_url: NOT_ARXIV } } }), owner: null, intruder: { status: 422 } },
  oneClickDownloadVideo: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: 200 },
  oneClickDownloadSlides: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: 200 },
  oneClickMetadata: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: 200 },

  generateScripts: { scope: "paper", call: (f) => ({ params: paper(f), body: { writer: "local", length: "short" } }), owner: null },
  getSections: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: 200 },
  // The owner saves the section as it is, so the control changes nothing.
  saveSections: { scope: "paper", call: (f) => ({ params: paper(f), body: { sections: { [f.section]: f.sectionEdit } } }), owner: 200 },
  refreshSections: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: 200 },
  assignImage: { scope: "paper", call: (f) => ({ params: { ...paper(f), section: f.section }, query: { image_name: f.images[0] ?? "" } }), owner: 200 },
  bulletPoints: { scope: "paper", call: (f) => ({ params: { ...paper(f), section: f.section }, body: { text: "Wireless traffic comes in bursts." } }), owner: 200 },

  imagesAvailable: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: 200 },

  generateSlides: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: null },
  slidesPreview: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: 200 },
  slidesDownload: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: 200 },
  slidesDownloadLatex: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: 200 },
  slidesDownloadBundle: { scope: "paper", call: (f) => ({ params: paper(f) }), owner: 200 },
  slidesDownloadPptx: { scope: "paper", call: (f) => ({ params: paper(f), query: english }), owner: 200 },

  generateAudio: { scope: "paper", call: (f) => ({ params: paper(f), body: { selected_language: "English", voice_selection: { English: "vidya" } } }), owner: null },
  generateAudioBhashini: { scope: "paper", call: (f) => ({ params: paper(f), body: { selected_language: "Hindi" } }), owner: null },
  generateVideo: { scope: "paper", call: (f) => ({ params: paper(f), body: { selected_language: "English" } }), owner: null },
  mediaDownloadVideo: { scope: "paper", call: (f) => ({ params: paper(f), query: english }), owner: 200 },
  mediaDownloadAudio: { scope: "paper", call: (f) => ({ params: { ...paper(f), file: f.audioFiles[0] ?? "" }, query: english }), owner: 200 },
  mediaStatus: { scope: "paper", call: (f) => ({ params: paper(f), query: english }), owner: 200 },

  getJob: { scope: "job", call: (f) => ({ params: { id: f.jobId } }), owner: 200 },
  // Filtered by the owner's paper: the intruder's list must be empty, the owner's holds the job.
  listJobs: { scope: "own", call: (f) => ({ query: { paper_id: f.paperId } }), owner: 200, intruder: { status: 200 } },

  youtubeAuthUrl: { scope: "paper", call: (f) => ({ query: { paper_id: f.paperId, language: "English" } }), owner: 200 },
  // A made-up state: the owner is refused for it (400), the intruder earlier, for the paper (404).
  youtubeUpload: { scope: "paper", call: (f) => ({ body: { paper_id: f.paperId, state: "authz-made-up-state", code: "authz-code" } }), owner: 400 },
};

export const MEDIA_SAMPLES: Record<RoutesWith<"media">, MediaSample> = {
  oneClickStreamVideo: { scope: "paper", call: (f) => ({ params: paper(f) }), ok: 206 },
  image: { scope: "paper", call: (f) => ({ params: { ...paper(f), name: f.images[0] ?? "" } }), file: { param: "name", all: (f) => f.images }, ok: 200 },
  slideImage: { scope: "paper", call: (f) => ({ params: { ...paper(f), name: f.slides[0] ?? "" } }), file: { param: "name", all: (f) => f.slides }, ok: 200 },
  mediaStreamAudio: { scope: "paper", call: (f) => ({ params: { ...paper(f), file: f.audioFiles[0] ?? "" }, query: english }), file: { param: "file", all: (f) => f.audioFiles }, ok: 206 },
  mediaStreamVideo: { scope: "paper", call: (f) => ({ params: paper(f), query: english }), ok: 206 },
  mediaCaptions: { scope: "paper", call: (f) => ({ params: paper(f), query: english }), ok: 200 },
  jobEvents: { scope: "job", call: (f) => ({ params: { id: f.jobId } }), ok: 200 },
};
