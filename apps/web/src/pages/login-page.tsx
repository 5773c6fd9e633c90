import { Navigate } from "react-router";
import { useAuth } from "../auth/use-auth";
import { LoginScreen } from "../features/login/login-screen";
import { useDocumentTitle } from "../lib/use-document-title";

/** /login, and the in-place replacement of every protected screen for visitors. */
export function LoginPage() {
  const { isAuthenticated } = useAuth();
  useDocumentTitle("Sign in");
  // Only /login itself can be reached while signed in (protected routes render the shell).
  if (isAuthenticated) return <Navigate to="/api-setup" replace />;
  return <LoginScreen />;
}
