// The few parts of Google Identity Services (https://accounts.google.com/gsi/client) we use.

export const GOOGLE_SCRIPT_URL = "https://accounts.google.com/gsi/client";

export interface GoogleCredentialResponse {
  credential?: string;
}

export interface GoogleButtonOptions {
  type?: "standard" | "icon";
  theme?: "outline" | "filled_blue" | "filled_black";
  size?: "large" | "medium" | "small";
  text?: "signin_with" | "signup_with" | "continue_with" | "signin";
  shape?: "rectangular" | "pill" | "circle" | "square";
  logo_alignment?: "left" | "center";
  width?: number;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: "popup" | "redirect";
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
  disableAutoSelect(): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

export function googleAccountsId(): GoogleAccountsId | undefined {
  return window.google?.accounts.id;
}

/** Adds the GIS script; the returned function removes it again (auth provider unmount). */
export function loadGoogleScript(onLoad: () => void, onError: () => void): () => void {
  const script = document.createElement("script");
  script.src = GOOGLE_SCRIPT_URL;
  script.async = true;
  script.defer = true;
  script.dataset.lecternGsi = "true";
  script.addEventListener("load", onLoad);
  script.addEventListener("error", onError);
  document.head.appendChild(script);
  return () => {
    script.removeEventListener("load", onLoad);
    script.removeEventListener("error", onError);
    script.remove();
  };
}
