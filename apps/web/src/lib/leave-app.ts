/**
 * Sends the whole tab to another site (Google's consent page). One function so tests can see
 * where the app would have gone: jsdom cannot leave the page.
 */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
