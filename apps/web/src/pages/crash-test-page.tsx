import { Navigate } from "react-router";
import { readItem } from "../lib/safe-storage";

/** localStorage flag that arms /__crash-test in a production build (browser tests set it). */
export const CRASH_TEST_FLAG = "lectern_crash_test";

/**
 * /__crash-test: throws while rendering so the crash screen can be checked end to end.
 * Armed only in a dev build or when localStorage `lectern_crash_test` is "1"; otherwise it
 * is just another unknown path and goes home.
 */
export function CrashTestPage() {
  if (import.meta.env.DEV || readItem(CRASH_TEST_FLAG) === "1") {
    throw new Error("Deliberate render failure (/__crash-test)");
  }
  return <Navigate to="/" replace />;
}
