import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * extension/dist of this checkout: this file sits at apps/server/{src,dist}/extension/, so the
 * repository root is three folders up either way (tests run the sources, production the build).
 */
export function defaultExtensionDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, "../../../../extension/dist");
}
