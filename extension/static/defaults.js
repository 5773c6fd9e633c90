// The Lectern address links open by default. The Lectern server replaces this file with its
// own address in the zip it serves; this copy is for a development build loaded as it is.
globalThis.LECTERN_DEFAULTS = { lecternUrl: "http://127.0.0.1:8080" };
