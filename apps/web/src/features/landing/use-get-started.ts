import { ERRORS } from "@lectern/contract";
import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { isApiError } from "../../api/api-error";
import { getKeyStatus } from "../../api/endpoints";
import { useAuth } from "../../auth/use-auth";
import { resolveGetStarted } from "./get-started";

export function useGetStarted(): { start: () => Promise<void>; checking: boolean } {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);

  const start = useCallback(async () => {
    setChecking(true);
    try {
      const outcome = await resolveGetStarted(isAuthenticated, () => getKeyStatus({ quiet: true }));
      // A lost session is handled by the client (sign-out and /login); do not race it.
      if (outcome.statusFailed && isApiError(outcome.error) && outcome.error.status === 401) return;
      if (outcome.statusFailed) toast.error(ERRORS.keyStatusFailed);
      void navigate(outcome.path);
    } finally {
      setChecking(false);
    }
  }, [isAuthenticated, navigate]);

  return { start, checking };
}
