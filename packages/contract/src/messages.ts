// Every user-facing string: notices, validation and error messages, crash and login texts.
// Exact strings are requirements: change one only on purpose, never as incidental copy-editing.

export const NOTICES = {
  loggedOut: "Logged out successfully",
  logoutFailed: "Logout failed",
  loginSuccessful: "Login successful!",
  keysConfigured: "API keys configured successfully!",
  keysAlreadyConfigured: "API keys already configured!",
  fileSelected: "File selected successfully",
  videoRequestSubmitted: "Video generation request submitted. It may take a while to appear.",
} as const;

export const VALIDATION = {
  fileTooLarge: "File size too large. Please upload a smaller file.",
  uploadZip: "Please upload a ZIP file",
  uploadPdf: "Please upload a PDF file",
  uploadFailed: "File upload failed. Please try again.",
  selectZip: "Please select a ZIP file",
  selectPdf: "Please select a PDF file",
  arxivUrlEmpty: "Please enter an arXiv URL",
  arxivOrBiorxivInvalid: "Please enter a valid arXiv or bioRxiv URL",
  arxivInvalid: "Please enter a valid arXiv URL",
  uploadPaperFirst: "Upload a paper first",
  saveBeforeContinuing: "Please save your changes before continuing",
  saveBeforeContinuingLong: "You have unsaved changes. Please save before continuing to the next step.",
  waitForSaving: "Please wait for scripts to finish saving",
  generateScriptsFirst: "Please generate scripts first",
} as const;

export const ERRORS = {
  unexpected: "An unexpected error occurred",
  genericHelper500: "Something went wrong. Please try again.",
  genericHelper: "An error occurred",
  loginFailed: "Login failed",
  loginException: "Login failed. Please try again.",
  keySaveFailed: "Failed to configure API keys. Please check your keys and try again.",
  keyStatusFailed: "Could not check settings, proceeding to setup.",
  processFile: "Failed to process file",
  processPdf: "Failed to process PDF",
  processArxiv: "Failed to process arXiv paper",
  oneClick: "Failed to convert to video",
  generateScripts: "Failed to generate scripts",
  scriptsNotLoaded: "Scripts generated but failed to load",
  saveScripts: "Failed to save scripts",
  assignImage: "Failed to assign image",
  generateSlides: "Failed to generate slides",
  downloadPdf: "Failed to download PDF",
  downloadLatex: "Failed to download LaTeX",
  downloadPptx: "Failed to download PowerPoint",
  audio: "Audio generation failed",
  video: "Video generation failed",
  download: "Download failed. Please try again.",
  downloadPaper: "Failed to download paper. The file may not be available.",
  videoNotFound: "Video not found. Please generate the video first.",
  loadVideo: "Failed to load video",
  downloadVideo: "Failed to download video",
  uploadFailedPrefix: "Upload failed: ",
  uploadUnknown: "Unknown error",
  googleUpload: "Google login/upload failed",
  previousSessionGone: "Previous session could not be loaded. Please upload your paper again.",
} as const;

export const CRASH = {
  heading: "Something went wrong",
  body: "We're sorry, but something unexpected happened. Please try refreshing the page or return to the home page.",
  reload: "Reload Page",
  home: "Go Home",
} as const;

export const LOGIN_TEXT = {
  loading: "Loading",
  verifying: "Please wait while we verify your session...",
  signingIn: "Signing you in...",
  localButton: "Continue as local user",
} as const;
