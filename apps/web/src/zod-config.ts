import { z } from "zod";

// zod compiles object parsers with `new Function` unless told not to, and first probes whether it
// may. Under our Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported as a
// violation, even though zod catches it and falls back. Telling zod up front keeps the page free
// of violations. This module must be evaluated before any schema is built, so main.tsx imports it
// first.
z.config({ jitless: true });
