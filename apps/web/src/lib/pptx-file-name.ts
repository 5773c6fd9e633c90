import { downloadNames } from "@lectern/contract";

/** The shape of the names the server gives the PowerPoint copy (the paper's title made safe). */
const SERVER_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.pptx$/;

/**
 * The name a downloaded .pptx is saved under. The server names it after the paper's title (and the
 * language of a translated deck), which the page may not know; its name is kept only when it has
 * exactly the shape the server makes, else the paper-id name stands in.
 */
export function pptxFileName(paperId: string): (file: Blob) => string {
  return (file) => (file instanceof File && SERVER_NAME.test(file.name) ? file.name : downloadNames.slidesPptx(paperId, ""));
}
