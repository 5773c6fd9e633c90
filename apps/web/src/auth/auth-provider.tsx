import { ERRORS, NOTICES, type LoginResponse, type User } from "@lectern/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import toast from "react-hot-toast";
import { useLocation, useNavigate } from "react-router";
import { isApiError } from "../api/api-error";
import { onUnauthorised } from "../api/client";
import { authConfigQuery } from "../api/queries/auth";
import { KEYS_KEY } from "../api/queries/keys";
import { loginLocalUser, loginWithGoogleToken, logoutSession, verifySession } from "../api/endpoints";
import { clearLegacyKeyCopies, clearStoredSession, readStoredToken, storeSession } from "../api/session-store";
import { showFailure } from "../components/failure-toast";
import { keepArxivLinkForStep2 } from "../workflow/arxiv-link-handoff";
import { useWorkflow } from "../workflow/use-workflow";
import { AuthContext, type AuthContextValue, type AuthStatus } from "./auth-context";
import { loadGoogleScript } from "./google-identity";

/** Why 'Logout failed' is not alarming, and what is left: the server session until it expires. */
export const LOGOUT_FAILED_REASON = "You are signed out in this browser, but the server could not be told, so that session stays valid until it expires.";
const AFTER_LOGIN_PATH = "/api-setup";

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>(() => (readStoredToken() ? "loading" : "unauthenticated"));
  const [user, setUser] = useState<User | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [googleReady, setGoogleReady] = useState(false);
  const [googleScriptFailed, setGoogleScriptFailed] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const pathnameRef = useRef(location.pathname);
  const searchRef = useRef(location.search);
  useEffect(() => {
    pathnameRef.current = location.pathname;
    searchRef.current = location.search;
  }, [location.pathname, location.search]);
  const queryClient = useQueryClient();
  const { reset: resetWorkflow } = useWorkflow();

  const configQuery = useQuery(authConfigQuery());
  const googleClientId = configQuery.data?.google_client_id ?? null;

  // A stored token is only trusted after the server confirms it.
  useEffect(() => {
    const token = readStoredToken();
    if (!token) return;
    let cancelled = false;
    verifySession({ quiet: true, ignoreUnauthorised: true })
      .then(({ user: verified }) => {
        if (cancelled) return;
        storeSession(token, verified);
        setUser(verified);
        setStatus("authenticated");
      })
      .catch(() => {
        if (cancelled) return;
        clearStoredSession();
        setUser(null);
        setStatus("unauthenticated");
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // The client reports a lost session; the route change is ours to make.
  useEffect(
    () =>
      onUnauthorised(() => {
        setUser(null);
        setStatus("unauthenticated");
        queryClient.removeQueries({ queryKey: KEYS_KEY });
        if (pathnameRef.current !== "/login") void navigate("/login");
      }),
    [navigate, queryClient],
  );

  // Google's script is fetched only when the server has a client id: offline installs and
  // local sign-in never contact Google.
  useEffect(() => {
    if (!googleClientId) return;
    setGoogleScriptFailed(false);
    const remove = loadGoogleScript(
      () => setGoogleReady(true),
      () => setGoogleScriptFailed(true),
    );
    return () => {
      remove();
      setGoogleReady(false);
    };
  }, [googleClientId]);

  const completeLogin = useCallback(
    async (request: () => Promise<LoginResponse>) => {
      setSigningIn(true);
      try {
        const result = await request();
        storeSession(result.access_token, result.user);
        setUser(result.user);
        setStatus("authenticated");
        await queryClient.invalidateQueries({ queryKey: KEYS_KEY });
        toast.success(NOTICES.loginSuccessful);
        keepArxivLinkForStep2(pathnameRef.current, searchRef.current);
        void navigate(AFTER_LOGIN_PATH);
      } catch (error) {
        // The server answered but refused: its own words. No answer at all: the generic retry text.
        if (isApiError(error) && error.status > 0) toast.error(error.detail ?? ERRORS.loginFailed);
        else toast.error(ERRORS.loginException);
      } finally {
        setSigningIn(false);
      }
    },
    [navigate, queryClient],
  );

  const loginWithGoogle = useCallback(
    (credential: string) => completeLogin(() => loginWithGoogleToken(credential, { quiet: true })),
    [completeLogin],
  );
  const loginLocal = useCallback(() => completeLogin(() => loginLocalUser({ quiet: true })), [completeLogin]);

  const logout = useCallback(async () => {
    let serverFailure: string | null = null;
    try {
      await logoutSession({ quiet: true, ignoreUnauthorised: true });
    } catch (error) {
      // A 401 means the server had already ended the session: that is a successful sign-out.
      if (!(isApiError(error) && error.status === 401)) {
        // The local sign-out below still happens; the server session expires on its own.
        console.warn("Logout request failed; signed out locally.", error);
        serverFailure = isApiError(error) ? error.message : ERRORS.unexpected;
      }
    }
    clearStoredSession();
    clearLegacyKeyCopies();
    setUser(null);
    setStatus("unauthenticated");
    resetWorkflow();
    queryClient.clear();
    void navigate("/");
    if (serverFailure === null) toast.success(NOTICES.loggedOut);
    else showFailure({ title: NOTICES.logoutFailed, reason: `${LOGOUT_FAILED_REASON} (${serverFailure})` });
  }, [navigate, queryClient, resetWorkflow]);

  const refetchAuthConfig = configQuery.refetch;
  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      isAuthenticated: status === "authenticated" && user !== null,
      signingIn,
      authConfig: configQuery.data ?? null,
      authConfigFailed: configQuery.isError,
      retryAuthConfig: () => void refetchAuthConfig(),
      googleReady,
      googleScriptFailed,
      loginWithGoogle,
      loginLocal,
      logout,
    }),
    [status, user, signingIn, configQuery.data, configQuery.isError, refetchAuthConfig, googleReady, googleScriptFailed, loginWithGoogle, loginLocal, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
