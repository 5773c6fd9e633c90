import type { ReactNode } from "react";
import { useAuth } from "./use-auth";

/**
 * A protected screen shown to a visitor is replaced by the login screen in place (no redirect),
 * and the address the visitor asked for stays in the bar. While the session is being
 * verified the fallback (the login screen) shows its own loading state.
 */
export function RequireAuth({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { status } = useAuth();
  return <>{status === "authenticated" ? children : fallback}</>;
}
