// The fake Google (consent page, token endpoint, YouTube upload API) the server's own tests use,
// shared rather than copied: see apps/server/src/test/fake-google.ts for what it does and its
// /__fake/* control endpoints (the fake runs in global setup; tests drive it over HTTP).
export { FAKE_SCOPES, startFakeGoogle } from "../apps/server/src/test/fake-google.js";
export type { ConsentMode, FakeCaption, FakeGoogle, FakeGoogleOptions, FakeVideo, UploadRequest, YoutubeFailures } from "../apps/server/src/test/fake-google.js";
