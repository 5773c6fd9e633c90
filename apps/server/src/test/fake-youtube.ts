import crypto from "node:crypto";
import type http from "node:http";
import { FAKE_SCOPES } from "./fake-google-oauth.js";

// The YouTube Data API's upload endpoints (PROVIDERS.md): the resumable video upload (session
// start, chunked PUTs with Content-Range, 308 + Range, status queries) and captions.insert (a
// multipart/related upload). It keeps what it receives so tests can compare bytes, and can be
// told to fail once in the ways YouTube fails. Node built-ins only (e2e/ uses it too).

const QUANTUM = 256 * 1024;

export interface FakeVideo {
  id: string;
  snippet: Record<string, unknown>;
  status: Record<string, unknown>;
  contentType: string;
  bytes: Buffer;
  sha256: string;
}

export interface FakeCaption {
  id: string;
  videoId: string;
  language: string;
  name: string;
  contentType: string;
  body: string;
}

/** One upload-side request, for tests to see the protocol (status queries, chunk ranges). */
export interface UploadRequest {
  method: string;
  path: string;
  contentRange: string | undefined;
  /** Bytes of the body that arrived (a dropped request counts what came before the drop). */
  bodyBytes: number;
}

/** Failures that happen once, on the next matching request. */
export interface YoutubeFailures {
  /** The session start answers 403 with this reason (or 503). */
  start?: "quotaExceeded" | "uploadLimitExceeded" | "youtubeSignupRequired" | 503;
  /** The next chunk: the connection drops halfway through it, or it is answered 503. */
  chunk?: "drop" | 503;
  /** Chunks to let through before `chunk` strikes (default 0: the very next one). */
  skipChunks?: number;
  /** How many chunk requests in a row `chunk` strikes (default 1). */
  chunkTimes?: number;
  /** captions.insert answers 403 quotaExceeded. */
  captions?: "quotaExceeded";
}

interface Session {
  total: number;
  contentType: string;
  metadata: { snippet: Record<string, unknown>; status: Record<string, unknown> };
  parts: Buffer[];
  received: number;
  video: FakeVideo | undefined;
}

const REASON_TEXT: Record<string, { status: number; message: string; domain: string }> = {
  quotaExceeded: { status: 403, message: "The request cannot be completed because you have exceeded your <a href=\"/youtube/v3/getting-started#quota\">quota</a>.", domain: "youtube.quota" },
  uploadLimitExceeded: { status: 400, message: "The user has exceeded the number of videos they may upload.", domain: "youtube.video" },
  youtubeSignupRequired: { status: 401, message: "Unauthorized", domain: "youtube.header" },
  authError: { status: 401, message: "Invalid Credentials", domain: "global" },
  insufficientPermissions: { status: 403, message: "Request had insufficient authentication scopes.", domain: "global" },
  backendError: { status: 503, message: "Backend Error", domain: "global" },
  invalidTitle: { status: 400, message: "The request metadata specifies an invalid video title.", domain: "youtube.video" },
  invalidDescription: { status: 400, message: "The request metadata specifies an invalid video description.", domain: "youtube.video" },
  videoNotFound: { status: 404, message: "The video identified by the videoId parameter could not be found.", domain: "youtube.caption" },
  badRequest: { status: 400, message: "Bad Request", domain: "global" },
};

/** Google's API error body: {error: {code, message, errors: [{message, domain, reason}]}}. */
function apiError(res: http.ServerResponse, reason: string, status?: number): void {
  const known = REASON_TEXT[reason] ?? { status: status ?? 400, message: reason, domain: "global" };
  const code = status ?? known.status;
  res.writeHead(code, { "content-type": "application/json; charset=UTF-8" });
  res.end(JSON.stringify({ error: { code, message: known.message, errors: [{ message: known.message, domain: known.domain, reason }] } }));
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

const videoId = () => crypto.randomBytes(8).toString("base64url").slice(0, 11);

/** The parts of a multipart/related body: [{headers, body}]. */
function multipartRelated(body: Buffer, contentType: string): { type: string; body: Buffer }[] | undefined {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!/^multipart\/related/i.test(contentType) || !boundary) return undefined;
  const text = body.toString("latin1");
  const parts: { type: string; body: Buffer }[] = [];
  for (const raw of text.split(`--${boundary}`).slice(1)) {
    if (raw.startsWith("--")) break;
    const split = raw.indexOf("\r\n\r\n");
    if (split < 0) return undefined;
    const head = raw.slice(0, split);
    const content = raw.slice(split + 4).replace(/\r\n$/, "");
    parts.push({ type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ?? "", body: Buffer.from(content, "latin1") });
  }
  return parts;
}

export function fakeYoutube(opts: { baseUrl: () => string; tokenScope: (token: string) => string | undefined }) {
  const sessions = new Map<string, Session>();
  const videos: FakeVideo[] = [];
  const captions: FakeCaption[] = [];
  const requests: UploadRequest[] = [];
  let failures: YoutubeFailures = {};

  /** A chunk failure struck once; it is over when it has struck `chunkTimes` times. */
  function spendChunkFailure(): void {
    const left = (failures.chunkTimes ?? 1) - 1;
    failures = left > 0 ? { ...failures, chunkTimes: left } : { ...failures, chunk: undefined, chunkTimes: undefined };
  }

  /** The caller's token must be live and carry the upload scope, as YouTube checks. */
  function authorised(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const scope = token ? opts.tokenScope(token) : undefined;
    if (scope === undefined) {
      apiError(res, "authError");
      return false;
    }
    if (!scope.split(" ").includes(FAKE_SCOPES.upload)) {
      apiError(res, "insufficientPermissions");
      return false;
    }
    return true;
  }

  function finish(session: Session): FakeVideo {
    if (session.video) return session.video;
    const bytes = Buffer.concat(session.parts);
    const video: FakeVideo = {
      id: videoId(),
      snippet: { ...session.metadata.snippet, publishedAt: new Date().toISOString(), channelId: "UCfakechannel0000000000", channelTitle: "Fake channel" },
      status: { uploadStatus: "uploaded", privacyStatus: "public", license: "youtube", embeddable: true, publicStatsViewable: true, ...session.metadata.status },
      contentType: session.contentType,
      bytes,
      sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
    };
    session.video = video;
    videos.push(video);
    return video;
  }

  const sendVideo = (res: http.ServerResponse, video: FakeVideo): void => {
    res.writeHead(200, { "content-type": "application/json; charset=UTF-8" }).end(JSON.stringify({ kind: "youtube#video", etag: "fake-etag", id: video.id, snippet: video.snippet, status: video.status }));
  };

  /** 308 with what has arrived (no Range header when nothing has). */
  const sendIncomplete = (res: http.ServerResponse, session: Session): void => {
    res.writeHead(308, session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {}).end();
  };

  async function startSession(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const body = await readBody(req);
    requests.push({ method: "POST", path: url.pathname, contentRange: undefined, bodyBytes: body.length });
    if (!authorised(req, res)) return;
    const part = (url.searchParams.get("part") ?? "").split(",");
    if (url.searchParams.get("uploadType") !== "resumable" || !part.includes("snippet") || !part.includes("status")) return apiError(res, "badRequest");
    const failure = failures.start;
    if (failure !== undefined) {
      failures = { ...failures, start: undefined };
      return failure === 503 ? apiError(res, "backendError") : apiError(res, failure);
    }
    const total = Number(req.headers["x-upload-content-length"]);
    const contentType = String(req.headers["x-upload-content-type"] ?? "");
    if (!Number.isInteger(total) || total <= 0 || !contentType.startsWith("video/")) return apiError(res, "badRequest");
    let metadata: Session["metadata"];
    try {
      metadata = JSON.parse(body.toString("utf8")) as Session["metadata"];
    } catch {
      return apiError(res, "badRequest");
    }
    const title = typeof metadata.snippet?.title === "string" ? metadata.snippet.title : "";
    const description = typeof metadata.snippet?.description === "string" ? metadata.snippet.description : "";
    if (!title || Array.from(title).length > 100 || /[<>]/.test(title)) return apiError(res, "invalidTitle");
    if (Buffer.byteLength(description, "utf8") > 5000 || /[<>]/.test(description)) return apiError(res, "invalidDescription");
    const id = crypto.randomBytes(12).toString("hex");
    sessions.set(id, { total, contentType, metadata, parts: [], received: 0, video: undefined });
    res.writeHead(200, { location: `${opts.baseUrl()}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status&upload_id=${id}`, "content-length": "0" }).end();
  }

  async function putChunk(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const session = sessions.get(url.searchParams.get("upload_id") ?? "");
    const contentRange = req.headers["content-range"];
    const record: UploadRequest = { method: "PUT", path: url.pathname, contentRange, bodyBytes: 0 };
    requests.push(record);
    const isChunk = /^bytes \d+-\d+\/\d+$/.test(contentRange ?? "");
    const strikes = failures.chunk !== undefined && isChunk && !(failures.skipChunks && failures.skipChunks > 0);
    if (failures.chunk !== undefined && isChunk && !strikes) failures = { ...failures, skipChunks: (failures.skipChunks ?? 1) - 1 };
    const dropping = strikes && failures.chunk === "drop";
    if (dropping) {
      // Half of the chunk arrives, then the connection breaks. YouTube keeps what it has in
      // whole 256 KiB units; the client must ask what that is and go on from there.
      spendChunkFailure();
      const cutAt = Math.max(1, Math.floor(Number(req.headers["content-length"] ?? 0) / 2));
      const start = Number(/^bytes (\d+)-/.exec(contentRange ?? "")?.[1]);
      let seen = 0;
      const kept: Buffer[] = [];
      req.on("data", (c: Buffer) => {
        if (seen >= cutAt) return;
        kept.push(c.subarray(0, cutAt - seen));
        seen += Math.min(c.length, cutAt - seen);
        record.bodyBytes = seen;
        if (seen < cutAt) return;
        const keep = Math.floor(seen / QUANTUM) * QUANTUM;
        if (session && start === session.received && keep > 0) {
          session.parts.push(Buffer.concat(kept).subarray(0, keep));
          session.received += keep;
        }
        req.socket.destroy();
      });
      return;
    }
    const body = await readBody(req);
    record.bodyBytes = body.length;
    if (!session) return apiError(res, "notFound", 404);
    if (!authorised(req, res)) return;
    const query = /^bytes \*\/(\d+)$/.exec(contentRange ?? "");
    if (query) {
      if (Number(query[1]) !== session.total) return apiError(res, "badRequest");
      return session.received === session.total ? sendVideo(res, finish(session)) : sendIncomplete(res, session);
    }
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange ?? "");
    if (!range) {
      // The whole file in one PUT, without Content-Range.
      if (contentRange !== undefined || session.received !== 0 || body.length !== session.total) return apiError(res, "badRequest");
      session.parts.push(body);
      session.received = body.length;
      return sendVideo(res, finish(session));
    }
    const [first, last, total] = [Number(range[1]), Number(range[2]), Number(range[3])];
    const isFinal = last === total - 1;
    // Strict, so client bugs show: a chunk starts where YouTube's data ends, says its length
    // truly, and all but the last are whole 256 KiB units.
    if (total !== session.total || first !== session.received || last < first || body.length !== last - first + 1 || (!isFinal && body.length % QUANTUM !== 0)) {
      return apiError(res, "badRequest");
    }
    if (strikes && failures.chunk === 503) {
      spendChunkFailure();
      return apiError(res, "backendError");
    }
    session.parts.push(body);
    session.received += body.length;
    return isFinal ? sendVideo(res, finish(session)) : sendIncomplete(res, session);
  }

  async function insertCaption(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const body = await readBody(req);
    requests.push({ method: "POST", path: url.pathname, contentRange: undefined, bodyBytes: body.length });
    if (!authorised(req, res)) return;
    if (failures.captions) {
      const reason = failures.captions;
      failures = { ...failures, captions: undefined };
      return apiError(res, reason);
    }
    const parts = multipartRelated(body, String(req.headers["content-type"] ?? ""));
    if (url.searchParams.get("uploadType") !== "multipart" || !url.searchParams.get("part")?.split(",").includes("snippet") || !parts || parts.length !== 2) return apiError(res, "badRequest");
    const [meta, media] = parts as [{ type: string; body: Buffer }, { type: string; body: Buffer }];
    let snippet: { videoId?: unknown; language?: unknown; name?: unknown };
    try {
      snippet = (JSON.parse(meta.body.toString("utf8")) as { snippet?: typeof snippet }).snippet ?? {};
    } catch {
      return apiError(res, "badRequest");
    }
    if (typeof snippet.videoId !== "string" || typeof snippet.language !== "string") return apiError(res, "badRequest");
    if (!videos.some((v) => v.id === snippet.videoId)) return apiError(res, "videoNotFound");
    const caption: FakeCaption = { id: crypto.randomBytes(9).toString("base64url"), videoId: snippet.videoId, language: snippet.language, name: typeof snippet.name === "string" ? snippet.name : "", contentType: media.type, body: media.body.toString("utf8") };
    captions.push(caption);
    res.writeHead(200, { "content-type": "application/json; charset=UTF-8" }).end(
      JSON.stringify({ kind: "youtube#caption", etag: "fake-etag", id: caption.id, snippet: { videoId: caption.videoId, lastUpdated: new Date().toISOString(), trackKind: "standard", language: caption.language, name: caption.name, audioTrackType: "unknown", isCC: false, isLarge: false, isEasyReader: false, isDraft: false, isAutoSynced: false, status: "serving" } }),
    );
  }

  return {
    videos,
    captions,
    requests,
    failOnce(next: YoutubeFailures) {
      failures = { ...failures, ...next };
    },
    /** Routes a request to the upload endpoints; false when it is not one of them. */
    handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): boolean {
      const run = (work: Promise<void>) => void work.catch((err: unknown) => !res.headersSent && res.writeHead(500).end(String(err)));
      if (req.method === "POST" && url.pathname === "/upload/youtube/v3/videos") run(startSession(req, res, url));
      else if (req.method === "PUT" && url.pathname === "/upload/youtube/v3/videos") run(putChunk(req, res, url));
      else if (req.method === "POST" && url.pathname === "/upload/youtube/v3/captions") run(insertCaption(req, res, url));
      else return false;
      return true;
    },
  };
}
export type FakeYoutube = ReturnType<typeof fakeYoutube>;
