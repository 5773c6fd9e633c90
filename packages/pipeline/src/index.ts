export { fetchOutcome, type HttpOutcome } from "./providers/http.js";
export { keyChecker, type KeyCheck, type KeyCheckEndpoints, type KeyChecker, type KeyProvider } from "./providers/key-check.js";
