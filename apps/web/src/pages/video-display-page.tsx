import { VideoDisplayScreen } from "../features/video-display/video-display-screen";
import { YoutubeConnect } from "../features/youtube/youtube-connect-panel";
import { YoutubeUploadProgress } from "../features/youtube/youtube-upload-progress";
import { useDocumentTitle } from "../lib/use-document-title";

export function VideoDisplayPage() {
  useDocumentTitle("Your Video");
  return (
    <VideoDisplayScreen
      uploadPanel={(video) => <YoutubeConnect {...video} />}
      uploadProgress={(jobs) => <YoutubeUploadProgress jobs={jobs} />}
    />
  );
}
