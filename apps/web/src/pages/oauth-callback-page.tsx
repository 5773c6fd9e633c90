import { OauthCallbackScreen } from "../features/youtube/oauth-callback-screen";
import { useDocumentTitle } from "../lib/use-document-title";

export function OauthCallbackPage() {
  useDocumentTitle("Uploading to YouTube");
  return <OauthCallbackScreen />;
}
