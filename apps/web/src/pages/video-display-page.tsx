import { VideoDisplayScreen } from "../features/video-display/video-display-screen";
import { YoutubeConnect } from "../features/youtube/youtube-connect-panel";
import { useDocumentTitle } from "../lib/use-document-title";

export function VideoDisplayPage() {
  useDocumentTitle("Your Video");
  return <VideoDisplayScreen uploadPanel={(video) => <YoutubeConnect {...video} />} />;
}
