import { VideoPreviewScreen } from "../features/results/video-preview-screen";
import { useDocumentTitle } from "../lib/use-document-title";

export function VideoPreviewPage() {
  useDocumentTitle("Video Preview");
  return <VideoPreviewScreen />;
}
