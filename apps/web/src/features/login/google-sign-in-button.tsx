import { ERRORS } from "@lectern/contract";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { googleAccountsId } from "../../auth/google-identity";
import { useTheme } from "../../theme/use-theme";

/** Google's own "Sign in with Google" button (popup mode); the credential goes to our server. */
export function GoogleSignInButton({ clientId, onCredential }: { clientId: string; onCredential: (credential: string) => void }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const callbackRef = useRef(onCredential);
  const { theme } = useTheme();

  useEffect(() => {
    callbackRef.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    const gis = googleAccountsId();
    const container = containerRef.current;
    if (!gis || !container) return;
    gis.initialize({
      client_id: clientId,
      ux_mode: "popup",
      callback: (response) => {
        if (response.credential) callbackRef.current(response.credential);
        else toast.error(ERRORS.loginFailed);
      },
    });
    container.replaceChildren();
    gis.renderButton(container, {
      type: "standard",
      theme: theme === "dark" ? "filled_black" : "outline",
      size: "large",
      text: "signin_with",
      shape: "pill",
      logo_alignment: "left",
      width: 280,
    });
  }, [clientId, theme]);

  return <div ref={containerRef} className="flex min-h-11 justify-center" />;
}
