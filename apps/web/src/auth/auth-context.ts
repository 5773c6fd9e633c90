import type { AuthConfigResponse, User } from "@lectern/contract";
import { createContext } from "react";

export type AuthStatus = "loading" | "authenticated" | "unauthenticated";

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  isAuthenticated: boolean;
  /** A sign-in request is in flight. */
  signingIn: boolean;
  /** Which sign-in methods the server offers; null until known. */
  authConfig: AuthConfigResponse | null;
  authConfigFailed: boolean;
  retryAuthConfig: () => void;
  /** The Google Identity Services script has loaded (only requested when a client id exists). */
  googleReady: boolean;
  googleScriptFailed: boolean;
  loginWithGoogle: (credential: string) => Promise<void>;
  loginLocal: () => Promise<void>;
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
