import { IngestError } from "../ingest-error.js";

/** What a network error code means, in words a person can act on. */
const REASONS: Record<string, string> = {
  ENOTFOUND: "its address could not be looked up",
  EAI_AGAIN: "its address could not be looked up",
  ECONNREFUSED: "it refused the connection",
  ECONNRESET: "the connection was cut off",
  EPIPE: "the connection was cut off",
  ETIMEDOUT: "it did not answer in time",
  ENETUNREACH: "there is no network route to it",
  EHOSTUNREACH: "there is no network route to it",
};

/**
 * A download that never got an answer (DNS, refused or cut connection). The message says which
 * service could not be reached and why, never the bare code ("(ENOTFOUND)"); `service` is the
 * host until the caller that knows the service's name (arXiv, bioRxiv) says it (see `from`).
 */
export class UnreachableError extends IngestError {
  constructor(
    readonly service: string,
    readonly networkCode: string | undefined,
  ) {
    const why = (networkCode && REASONS[networkCode]) ?? "the connection failed";
    super(`${service} could not be reached from this server (${why}). Please try again later; if it keeps happening, the server may have no internet access.`, "fetch_failed");
    this.name = "UnreachableError";
  }

  /** The same failure named after the service the user asked for. */
  from(service: string): UnreachableError {
    return new UnreachableError(service, this.networkCode);
  }
}

/** Runs a download for `service`, naming it when it cannot be reached. */
export async function reaching<T>(service: string, download: () => Promise<T>): Promise<T> {
  try {
    return await download();
  } catch (err) {
    throw err instanceof UnreachableError ? err.from(service) : err;
  }
}
