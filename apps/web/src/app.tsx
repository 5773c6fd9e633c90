import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { createQueryClient } from "./api/query-client";
import { AuthProvider } from "./auth/auth-provider";
import { RequireAuth } from "./auth/require-auth";
import { AppToaster } from "./components/app-toaster";
import { CrashBoundary } from "./components/crash-boundary";
import { ScrollManager } from "./components/scroll-manager";
import { WorkflowShell } from "./components/workflow-shell";
import { AboutPage } from "./pages/about-page";
import { ApiSetupPage } from "./pages/api-setup-page";
import { CrashTestPage } from "./pages/crash-test-page";
import { LandingPage } from "./pages/landing-page";
import { LoginPage } from "./pages/login-page";
import { MediaGenerationPage } from "./pages/media-generation-page";
import { PaperProcessingPage } from "./pages/paper-processing-page";
import { PapersPage } from "./pages/papers-page";
import { ResultsPage } from "./pages/results-page";
import { SamplePage } from "./pages/sample-page";
import { ScriptGenerationPage } from "./pages/script-generation-page";
import { SlideCreationPage } from "./pages/slide-creation-page";
import { TestimonialsPage } from "./pages/testimonials-page";
import { VideoDisplayPage } from "./pages/video-display-page";
import { VideoPreviewPage } from "./pages/video-preview-page";
import { YoutubeLoginPage } from "./pages/youtube-login-page";
import { OauthCallbackPage } from "./pages/oauth-callback-page";
import { OAUTH_CALLBACK_PATH, PAPERS_PATH, VIDEO_DISPLAY_PATH, VIDEO_PREVIEW_PATH, YOUTUBE_LOGIN_PATH } from "./workflow/shell-pages";
import { StoredPaperCheck } from "./workflow/stored-paper-check";
import { WorkflowProvider } from "./workflow/workflow-provider";

/** Every route of the app. */
export function AppRoutes() {
  return (
    <CrashBoundary>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/sample" element={<SamplePage />} />
        <Route path="/testimonials" element={<TestimonialsPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route
          element={
            <RequireAuth fallback={<LoginPage />}>
              <StoredPaperCheck />
              <WorkflowShell />
            </RequireAuth>
          }
        >
          <Route path="/api-setup" element={<ApiSetupPage />} />
          <Route path="/paper-processing" element={<PaperProcessingPage />} />
          <Route path="/script-generation" element={<ScriptGenerationPage />} />
          <Route path="/slide-creation" element={<SlideCreationPage />} />
          <Route path="/media-generation" element={<MediaGenerationPage />} />
          <Route path="/results" element={<ResultsPage />} />
          <Route path={VIDEO_DISPLAY_PATH} element={<VideoDisplayPage />} />
          <Route path={YOUTUBE_LOGIN_PATH} element={<YoutubeLoginPage />} />
          <Route path={OAUTH_CALLBACK_PATH} element={<OauthCallbackPage />} />
          <Route path={VIDEO_PREVIEW_PATH} element={<VideoPreviewPage />} />
          <Route path={PAPERS_PATH} element={<PapersPage />} />
        </Route>
        <Route path="/__crash-test" element={<CrashTestPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </CrashBoundary>
  );
}

/** Server cache, workflow, then auth (sign-out resets the workflow); needs a router above it. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <WorkflowProvider>
        <AuthProvider>
          <ScrollManager />
          {children}
          <AppToaster />
        </AuthProvider>
      </WorkflowProvider>
    </QueryClientProvider>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
