import { VideoPreviewScreen } from "../features/youtube/video-preview-screen";
import { useDocumentTitle } from "../lib/use-document-title";

export function VideoPreviewPage() {
  useDocumentTitle("Video Preview");
  return <VideoPreviewScreen />;
}
