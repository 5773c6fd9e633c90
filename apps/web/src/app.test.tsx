import { CRASH, ERRORS, LOGIN_TEXT, NOTICES } from "@lectern/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer, json, KEY_STATUS_NONE, mockFetch, PUBLIC_ROUTES, routeKey, signedInRoutes, storeTestSession, TEST_USER } from "./test/fetch-mock";
import { renderApp } from "./test/render-app";
import { LOGOUT_FAILED_REASON } from "./auth/auth-provider";

describe("routing and protection", () => {
  it("shows the login screen in place of a protected screen for a visitor", async () => {
    mockFetch(PUBLIC_ROUTES);
    const app = renderApp("/script-generation");
    expect(await screen.findByRole("heading", { name: "Welcome to Lectern" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: LOGIN_TEXT.localButton })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Back to Home/ }).getAttribute("href")).toBe("/");
    expect(app.currentPath()).toBe("/script-generation");
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull();
  });

  it("protects the video preview and display screens too", async () => {
    mockFetch(PUBLIC_ROUTES);
    renderApp("/video-display");
    expect(await screen.findByRole("heading", { name: "Welcome to Lectern" })).toBeTruthy();
  });

  it("redirects an unknown path to the landing page", async () => {
    mockFetch(PUBLIC_ROUTES);
    const app = renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: /narrated video/ })).toBeTruthy();
    expect(app.currentPath()).toBe("/");
  });

  it("says it is verifying while a stored session is checked", async () => {
    storeTestSession();
    mockFetch({ ...PUBLIC_ROUTES, "GET /api/auth/verify": () => new Promise<Response>(() => undefined) });
    renderApp("/api-setup");
    expect(await screen.findByText(LOGIN_TEXT.verifying)).toBeTruthy();
    expect(screen.getByRole("heading", { name: LOGIN_TEXT.loading })).toBeTruthy();
  });

  it("ends the session when the stored token does not verify", async () => {
    storeTestSession();
    mockFetch({ ...PUBLIC_ROUTES, "GET /api/auth/verify": () => json({ detail: "Session expired", code: "unauthenticated" }, 401) });
    const app = renderApp("/api-setup");
    expect(await screen.findByRole("heading", { name: "Welcome to Lectern" })).toBeTruthy();
    expect(localStorage.getItem("access_token")).toBeNull();
    expect(app.currentPath()).toBe("/api-setup");
  });

  it("renders the crash screen when a screen throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    localStorage.setItem("lectern_crash_test", "1");
    mockFetch(PUBLIC_ROUTES);
    renderApp("/__crash-test");
    expect(await screen.findByRole("heading", { name: CRASH.heading })).toBeTruthy();
    expect(screen.getByText(CRASH.body)).toBeTruthy();
    expect(screen.getByRole("button", { name: CRASH.reload })).toBeTruthy();
    expect(screen.getByRole("button", { name: CRASH.home })).toBeTruthy();
  });
});

describe("signing in and out", () => {
  it("signs in as the local user, stores the session and goes to API setup", async () => {
    mockFetch({
      ...PUBLIC_ROUTES,
      "POST /api/auth/local/login": () => json({ success: true, access_token: "fresh", user: TEST_USER, expires_at: "2030-01-01T00:00:00Z" }),
      "GET /api/keys/status": () => json(KEY_STATUS_NONE),
    });
    const app = renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: LOGIN_TEXT.localButton }));
    expect(await screen.findByText(NOTICES.loginSuccessful)).toBeTruthy();
    await waitFor(() => expect(app.currentPath()).toBe("/api-setup"));
    expect(localStorage.getItem("access_token")).toBe("fresh");
    expect(JSON.parse(localStorage.getItem("user_data") ?? "{}")).toMatchObject({ email: TEST_USER.email });
    expect(await screen.findByRole("heading", { name: "API Setup" })).toBeTruthy();
  });

  it("shows the server's reason when sign-in is refused", async () => {
    mockFetch({ ...PUBLIC_ROUTES, "POST /api/auth/local/login": () => json({ detail: "Local sign-in is disabled", code: "local_login_disabled" }, 403) });
    renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: LOGIN_TEXT.localButton }));
    expect(await screen.findByText("Local sign-in is disabled")).toBeTruthy();
    expect(localStorage.getItem("access_token")).toBeNull();
  });

  it("falls back to 'Login failed' without a reason, and the retry text when the server is unreachable", async () => {
    let answer: () => Response = () => new Response("", { status: 500 });
    mockFetch({ ...PUBLIC_ROUTES, "POST /api/auth/local/login": () => answer() });
    renderApp("/login");
    await userEvent.click(await screen.findByRole("button", { name: LOGIN_TEXT.localButton }));
    expect(await screen.findByText(ERRORS.loginFailed)).toBeTruthy();
    answer = () => {
      throw new TypeError("Failed to fetch");
    };
    await userEvent.click(await screen.findByRole("button", { name: LOGIN_TEXT.localButton }));
    expect(await screen.findByText(ERRORS.loginException)).toBeTruthy();
  });

  it("does not load Google's script when no client id is configured", async () => {
    mockFetch(PUBLIC_ROUTES);
    renderApp("/login");
    await screen.findByRole("button", { name: LOGIN_TEXT.localButton });
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it("loads Google's script with a client id and removes it when the provider unmounts", async () => {
    mockFetch({ "GET /api/auth/config": () => json({ google_client_id: "client-123.apps.googleusercontent.com", local_login: false }) });
    const app = renderApp("/login");
    await waitFor(() => expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull());
    app.unmount();
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).toBeNull();
  });

  it("posts the Google credential and signs in", async () => {
    const initialize = vi.fn();
    const renderButton = vi.fn();
    window.google = { accounts: { id: { initialize, renderButton, disableAutoSelect: vi.fn() } } };
    const { requests } = mockFetch({
      "GET /api/auth/config": () => json({ google_client_id: "client-123", local_login: false }),
      "POST /api/auth/google/login": () => json({ success: true, access_token: "g-token", user: TEST_USER, expires_at: "2030-01-01T00:00:00Z" }),
      "GET /api/keys/status": () => json(KEY_STATUS_NONE),
    });
    const app = renderApp("/login");
    await waitFor(() => expect(document.querySelector("script[data-lectern-gsi]")).not.toBeNull());
    act(() => {
      document.querySelector("script[data-lectern-gsi]")?.dispatchEvent(new Event("load"));
    });
    await waitFor(() => expect(initialize).toHaveBeenCalled());
    const config = initialize.mock.calls[0]?.[0] as { client_id: string; ux_mode: string; callback: (r: { credential: string }) => void };
    expect(config).toMatchObject({ client_id: "client-123", ux_mode: "popup" });
    expect(renderButton).toHaveBeenCalled();
    act(() => config.callback({ credential: "google-id-token" }));
    await waitFor(() => expect(app.currentPath()).toBe("/api-setup"));
    expect(requests.find((r) => r.url.endsWith("/auth/google/login"))?.body).toEqual({ token: "google-id-token" });
    expect(localStorage.getItem("access_token")).toBe("g-token");
    delete window.google;
  });

  it("signs out: clears every stored copy, resets the workflow and goes home, even if the server call fails", async () => {
    storeTestSession();
    localStorage.setItem("auth_token", "legacy");
    localStorage.setItem("gemini_key", "leaked-by-an-old-version");
    localStorage.setItem("paperId", "paper12345");
    sessionStorage.setItem("paperId", "paper12345");
    localStorage.setItem("lectern_workflow", JSON.stringify({ currentStep: 3, completedSteps: [1, 2], paperId: "paper12345" }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    mockFetch({
      ...signedInRoutes(),
      "POST /api/auth/logout": () => json({ detail: "Down", code: "internal_error" }, 500),
      // The current paper's reads: unmocked, their 404s would drop the paper (back to Step 2)
      // while signing out resets the workflow, a race this test is not about.
      [routeKey("getPaper")]: () =>
        answer("getPaper", { paper_id: "paper12345", title: "A paper", source_kind: "pdf", created_at: "2025-03-01T10:00:00.000Z", thumbnail_url: null, has_script: false, has_slides: false, languages: [], running_job: null }),
      [routeKey("getMetadata")]: () => answer("getMetadata", { title: "A paper", authors: "", date: "", arxiv_id: null }),
      [routeKey("getSections")]: () => answer("getSections", { paper_id: "paper12345", sections: {} }),
    });
    const app = renderApp("/script-generation");
    const sidebar = await screen.findByRole("complementary", { name: "Workflow sidebar" });
    await userEvent.click(within(sidebar).getByRole("button", { name: "Sign Out" }));
    // The server did not end the session: 'Logout failed' says so, with what it means.
    expect(await screen.findByText(NOTICES.logoutFailed)).toBeTruthy();
    expect(screen.getByText(`${LOGOUT_FAILED_REASON} (Down)`)).toBeTruthy();
    expect(screen.queryByText(NOTICES.loggedOut)).toBeNull();
    await waitFor(() => expect(app.currentPath()).toBe("/"));
    for (const key of ["access_token", "user_data", "auth_token", "gemini_key", "paperId"]) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem("paperId")).toBeNull();
    expect(JSON.parse(localStorage.getItem("lectern_workflow") ?? "{}")).toMatchObject({ currentStep: 1, completedSteps: [] });
    expect(warn).toHaveBeenCalled();
  });

  it.each([
    ["ends the session", () => json({ success: true })],
    ["had already ended it (401)", () => json({ detail: "Sign in again.", code: "unauthorized" }, 401)],
  ])("says 'Logged out successfully' when the server %s", async (_case, answer) => {
    storeTestSession();
    mockFetch({ ...signedInRoutes(), "POST /api/auth/logout": answer });
    const app = renderApp("/paper-processing");
    const sidebar = await screen.findByRole("complementary", { name: "Workflow sidebar" });
    await userEvent.click(within(sidebar).getByRole("button", { name: "Sign Out" }));
    expect(await screen.findByText(NOTICES.loggedOut)).toBeTruthy();
    expect(screen.queryByText(NOTICES.logoutFailed)).toBeNull();
    await waitFor(() => expect(app.currentPath()).toBe("/"));
  });

  it("sends the user to /login when the server says the session is gone", async () => {
    storeTestSession();
    let expired = false;
    mockFetch({
      ...signedInRoutes(),
      "GET /api/keys/status": () => (expired ? json({ detail: "Expired", code: "unauthenticated" }, 401) : json(KEY_STATUS_NONE)),
    });
    const app = renderApp("/");
    await waitFor(() => expect(localStorage.getItem("user_data")).not.toBeNull());
    // Wait for the session check to finish, then make the next call fail.
    await screen.findByRole("heading", { level: 1, name: /narrated video/ });
    await waitFor(() => expect(screen.getAllByRole("button", { name: /Get Started/ })[0]).toBeTruthy());
    expired = true;
    await userEvent.click(screen.getAllByRole("button", { name: /Get Started/ })[0] as HTMLElement);
    await waitFor(() => expect(app.currentPath()).toBe("/login"));
    expect(localStorage.getItem("access_token")).toBeNull();
    expect(screen.queryByText(ERRORS.keyStatusFailed)).toBeNull();
  });
});

describe("workflow shell", () => {
  it("shows the user, six steps with reachability, and progress", async () => {
    storeTestSession();
    mockFetch(signedInRoutes());
    renderApp("/api-setup");
    const sidebar = await screen.findByRole("complementary", { name: "Workflow sidebar" });
    expect(within(sidebar).getByText(TEST_USER.name)).toBeTruthy();
    expect(within(sidebar).getByText(TEST_USER.email)).toBeTruthy();
    const steps = within(within(sidebar).getByRole("navigation")).getAllByRole("button");
    expect(steps.map((b) => b.textContent?.replace(/\(.*\)/, "").trim())).toEqual([
      "1API Setup",
      "2Paper Upload",
      "3Script Generation",
      "4Slide Creation",
      "5Media Generation",
      "6Results",
    ]);
    expect(steps[0]?.getAttribute("aria-current")).toBe("step");
    expect((steps[1] as HTMLButtonElement).disabled).toBe(true);
    expect(within(sidebar).getByText("Get started")).toBeTruthy();
    expect(within(sidebar).getByText("0%")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Breadcrumb" }).textContent).toContain("API Setup");
  });

  it("Skip for Now completes step 1 and moves to Paper Upload", async () => {
    storeTestSession();
    mockFetch(signedInRoutes());
    const app = renderApp("/api-setup");
    await userEvent.click(await screen.findByRole("button", { name: "Skip for Now" }));
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
    expect(await screen.findByRole("heading", { level: 1, name: "Paper Upload" })).toBeTruthy();
    const sidebar = screen.getByRole("complementary", { name: "Workflow sidebar" });
    expect(within(sidebar).getByText("1 of 6 completed")).toBeTruthy();
    expect(within(sidebar).getByText("17%")).toBeTruthy();
    expect(screen.getByText("Step 2 of 6")).toBeTruthy();
    // Step 1 is completed and still reachable; step 3 is not.
    expect((within(sidebar).getByRole("button", { name: /API Setup/ }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(sidebar).getByRole("button", { name: /Script Generation/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("visiting a step route makes it the current step", async () => {
    storeTestSession();
    mockFetch(signedInRoutes());
    renderApp("/slide-creation");
    const sidebar = await screen.findByRole("complementary", { name: "Workflow sidebar" });
    await waitFor(() => expect(within(sidebar).getByRole("button", { name: /Slide Creation/ }).getAttribute("aria-current")).toBe("step"));
    expect(screen.getByText("Step 4 of 6")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("lectern_workflow") ?? "{}")).toMatchObject({ currentStep: 4 });
  });

  it("user menu shows name, e-mail and Sign Out, and closes on Escape", async () => {
    storeTestSession();
    mockFetch(signedInRoutes());
    renderApp("/api-setup");
    const menuButton = await screen.findByRole("button", { name: "User menu" });
    await userEvent.click(menuButton);
    expect(menuButton.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByText(TEST_USER.email).length).toBe(2);
    await userEvent.keyboard("{Escape}");
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
  });
});
