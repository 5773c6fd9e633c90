import { LOGIN_TEXT } from "@lectern/contract";
import { UserRound } from "lucide-react";
import { Spinner } from "../../components/spinner";
import { useAuth } from "../../auth/use-auth";
import { GoogleSignInButton } from "./google-sign-in-button";

/** The sign-in methods the server offers (from /auth/config). */
export function SignInOptions() {
  const { authConfig, authConfigFailed, retryAuthConfig, googleReady, googleScriptFailed, signingIn, loginWithGoogle, loginLocal } = useAuth();

  if (signingIn) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-3 text-sm font-medium text-slate-700 dark:text-slate-200">
        <Spinner size="md" />
        {LOGIN_TEXT.signingIn}
      </div>
    );
  }
  if (authConfigFailed) {
    return (
      <div role="alert" className="space-y-3 text-center text-sm text-slate-600 dark:text-slate-300">
        <p>Sign-in options could not be loaded. Is the server running?</p>
        <button type="button" className="btn-secondary" onClick={retryAuthConfig}>
          Try again
        </button>
      </div>
    );
  }
  if (!authConfig) {
    return (
      <div className="flex justify-center py-3">
        <Spinner size="md" label="Loading sign-in options" />
      </div>
    );
  }

  const clientId = authConfig.google_client_id;
  return (
    <div className="flex flex-col items-center gap-3">
      {clientId ? (
        googleScriptFailed ? (
          <p role="alert" className="text-center text-sm text-red-600 dark:text-red-400">
            Sign in with Google could not be loaded. Check your connection and reload the page.
          </p>
        ) : googleReady ? (
          <GoogleSignInButton clientId={clientId} onCredential={(credential) => void loginWithGoogle(credential)} />
        ) : (
          <Spinner size="md" label="Loading Sign in with Google" />
        )
      ) : null}
      {authConfig.local_login ? (
        <button type="button" className="btn-primary w-full max-w-[280px] rounded-full" onClick={() => void loginLocal()}>
          <UserRound aria-hidden="true" className="h-4 w-4" />
          {LOGIN_TEXT.localButton}
        </button>
      ) : null}
      {!clientId && !authConfig.local_login ? (
        <p role="alert" className="text-center text-sm text-slate-600 dark:text-slate-300">
          No sign-in method is configured on this server. Ask its administrator to set a Google client id.
        </p>
      ) : null}
    </div>
  );
}
