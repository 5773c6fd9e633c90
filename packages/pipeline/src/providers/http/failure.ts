/** What an error (non-2xx) answer means for the user and for the retry loop, for any provider. */
export interface Failure {
  message: string;
  retryable: boolean;
  /** The provider said how long to wait. */
  retryAfterMs?: number;
  /** The server rejected the response schema itself: ask again without one. */
  retryWithoutSchema?: boolean;
}
