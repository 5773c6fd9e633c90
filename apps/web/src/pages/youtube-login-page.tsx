import { YoutubeLoginScreen } from "../features/youtube/youtube-login-screen";
import { useDocumentTitle } from "../lib/use-document-title";

export function YoutubeLoginPage() {
  useDocumentTitle("Upload to YouTube");
  return <YoutubeLoginScreen />;
}
