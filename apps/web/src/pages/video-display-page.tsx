import { VideoDisplayScreen } from "../features/video-display/video-display-screen";
import { useDocumentTitle } from "../lib/use-document-title";

export function VideoDisplayPage() {
  useDocumentTitle("Your Video");
  return <VideoDisplayScreen />;
}
