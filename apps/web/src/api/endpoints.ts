import type { GenerateAudioRequest, GoogleUploadRequest, KeySetupRequest, LanguageName, MetadataUpdate, SaveSectionsRequest, ScriptWriter, TalkLength } from "@lectern/contract";
import { call, type CallFlags } from "./client";

// Typed calls, one per contract route. Features use these, never `fetch` directly.

// System and auth
export const getHealth = (flags?: CallFlags) => call("health", { ...flags });
export const getAuthConfig = (flags?: CallFlags) => call("authConfig", { ...flags });
export const loginWithGoogleToken = (token: string, flags?: CallFlags) => call("googleLogin", { body: { token }, ...flags });
export const loginLocalUser = (flags?: CallFlags) => call("localLogin", { ...flags });
export const logoutSession = (flags?: CallFlags) => call("logout", { ...flags });
export const verifySession = (flags?: CallFlags) => call("verify", { ...flags });
export const getMe = (flags?: CallFlags) => call("me", { ...flags });

// Keys
export const saveApiKeys = (keys: KeySetupRequest, flags?: CallFlags) => call("keysSetup", { body: keys, ...flags });
export const getKeyStatus = (flags?: CallFlags) => call("keysStatus", { ...flags });

// Papers
const paper = (id: string) => ({ params: { id } });
/** My papers: newest first, a page at a time (`cursor` is the previous page's next_cursor). */
export const listPapers = (page: { limit?: number; cursor?: string } = {}, flags?: CallFlags) =>
  call("listPapers", { query: { limit: page.limit === undefined ? undefined : String(page.limit), cursor: page.cursor }, ...flags });
/** What exists on the server for one paper (script, slides, languages, running job). */
export const getPaperSummary = (id: string, flags?: CallFlags) => call("getPaper", { ...paper(id), ...flags });
export const deletePaper = (id: string, flags?: CallFlags) => call("deletePaper", { ...paper(id), ...flags });
export const getPaperMetadata = (id: string, flags?: CallFlags) => call("getMetadata", { ...paper(id), ...flags });
export const updatePaperMetadata = (id: string, metadata: MetadataUpdate, flags?: CallFlags) =>
  call("putMetadata", { ...paper(id), body: metadata, ...flags });
const fileForm = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return form;
};
export const uploadPaperZip = (file: File, flags?: CallFlags) => call("uploadZip", { form: fileForm(file), ...flags });
export const uploadPaperPdf = (file: File, flags?: CallFlags) => call("uploadPdf", { form: fileForm(file), ...flags });
// The Step 2 screen sends files with upload progress: see upload.ts.
export { uploadPaperFile } from "./upload";
export const scrapeArxiv = (arxivUrl: string, flags?: CallFlags) => call("scrapeArxiv", { body: { arxiv_url: arxivUrl }, ...flags });
export const downloadPaperPdf = (id: string, flags?: CallFlags) => call("downloadPaperPdf", { ...paper(id), ...flags });
export const downloadPaperSource = (id: string, flags?: CallFlags) => call("downloadPaperSource", { ...paper(id), ...flags });

// Scripts. A paper without scripts answers 404, which the sections calls turn into "no sections".
const noSections = (id: string) => () => ({ paper_id: id, sections: {} });
/** The writer and talk length are optional: without them the server uses its defaults. */
export interface GenerateScriptsOptions {
  writer?: ScriptWriter;
  length?: TalkLength;
}
export const generateScripts = (id: string, options?: GenerateScriptsOptions, flags?: CallFlags) =>
  call("generateScripts", { ...paper(id), ...(options ? { body: options } : {}), ...flags });
export const getSections = (id: string, flags?: CallFlags) => call("getSections", { ...paper(id), emptyOn404: noSections(id), ...flags });
export const refreshSections = (id: string, flags?: CallFlags) =>
  call("refreshSections", { ...paper(id), emptyOn404: noSections(id), ...flags });
export const saveSections = (id: string, sections: SaveSectionsRequest, flags?: CallFlags) =>
  call("saveSections", { ...paper(id), body: sections, ...flags });
export const assignSectionImage = (id: string, section: string, imageName: string | undefined, flags?: CallFlags) =>
  call("assignImage", { params: { id, section }, query: { image_name: imageName }, ...flags });
export const suggestBulletPoints = (id: string, section: string, text: string, flags?: CallFlags) =>
  call("bulletPoints", { params: { id, section }, body: { text }, ...flags });

// Images and slides
export const getAvailableImages = (id: string, flags?: CallFlags) => call("imagesAvailable", { ...paper(id), ...flags });
export const generateSlides = (id: string, flags?: CallFlags) => call("generateSlides", { ...paper(id), ...flags });
/** No deck yet answers 404, which becomes an empty list (expected, so no message). */
export const getSlidesPreview = (id: string, flags?: CallFlags) => call("slidesPreview", { ...paper(id), emptyOn404: () => ({ images: [] }), ...flags });
export const downloadSlidesPdf = (id: string, flags?: CallFlags) => call("slidesDownload", { ...paper(id), ...flags });
export const downloadSlidesLatex = (id: string, flags?: CallFlags) => call("slidesDownloadLatex", { ...paper(id), ...flags });
export const downloadSlidesBundle = (id: string, flags?: CallFlags) => call("slidesDownloadBundle", { ...paper(id), ...flags });
// Without a language, the source deck; with one, that narration language's deck (as the media calls).
export const downloadSlidesPptx = (id: string, language?: LanguageName, flags?: CallFlags) =>
  call("slidesDownloadPptx", { ...paper(id), query: { language }, ...flags });

// Media. A paper with no media yet answers 404, which the status call turns into "nothing yet".
// `language` picks one narration language's files (each is kept side by side); without it the
// server answers for the language generated most recently.
const inLanguage = (language: LanguageName | undefined) => ({ query: { language } });
export const generateAudio = (id: string, request: GenerateAudioRequest, flags?: CallFlags) =>
  call("generateAudio", { ...paper(id), body: request, ...flags });
/** `highlight: false` asks for the slides plain (the server emphasises the narrated bullet by default). */
export const generateVideo = (id: string, language: LanguageName, flags?: CallFlags, highlight = true) =>
  call("generateVideo", { ...paper(id), body: { selected_language: language, ...(highlight ? {} : { highlight: false }) }, ...flags });
export const getMediaStatus = (id: string, language?: LanguageName, flags?: CallFlags) =>
  call("mediaStatus", {
    ...paper(id),
    ...inLanguage(language),
    emptyOn404: () => ({ paper_id: id, audio_files: [], video_path: null }),
    ...flags,
  });
export const downloadVideo = (id: string, language?: LanguageName, flags?: CallFlags) =>
  call("mediaDownloadVideo", { ...paper(id), ...inLanguage(language), ...flags });
export const downloadAudio = (id: string, file: string, language?: LanguageName, flags?: CallFlags) =>
  call("mediaDownloadAudio", { params: { id, file }, ...inLanguage(language), ...flags });

// Paper-to-video (one click). The uploads and the arXiv call read their answers leniently: see one-click.ts.
export { startOneClick } from "./one-click";
export const getVideoMetadata = (id: string, flags?: CallFlags) => call("oneClickMetadata", { ...paper(id), ...flags });
// Without a language the server serves one click's English; /video-display names the language it shows.
export const downloadOneClickVideo = (id: string, language?: LanguageName, flags?: CallFlags) =>
  call("oneClickDownloadVideo", { ...paper(id), ...inLanguage(language), ...flags });
export const downloadOneClickSlides = (id: string, language?: LanguageName, flags?: CallFlags) =>
  call("oneClickDownloadSlides", { ...paper(id), ...inLanguage(language), ...flags });

// Background jobs: one job's state, and a paper's jobs (all, or only the queued and running ones).
export const getJob = (id: string, flags?: CallFlags) => call("getJob", { params: { id }, ...flags });
export interface JobsFilter {
  paperId?: string;
  activeOnly?: boolean;
}
export const listJobs = ({ paperId, activeOnly }: JobsFilter = {}, flags?: CallFlags) =>
  call("listJobs", { query: { paper_id: paperId, active: activeOnly ? "true" : undefined }, ...flags });

// YouTube upload through the user's own account. The consent URL carries a one-use
// state made by the server; the callback sends it back with Google's code (or its error).
export const getYoutubeAuthUrl = (paperId: string, language?: LanguageName, flags?: CallFlags) =>
  call("youtubeAuthUrl", { query: { paper_id: paperId, language }, ...flags });
export const uploadToYoutube = (body: GoogleUploadRequest, flags?: CallFlags) => call("youtubeUpload", { body, ...flags });
