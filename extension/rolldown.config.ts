import fs from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin, type RolldownOptions } from "rolldown";
import sharp from "sharp";

// Builds the extension into dist/, a folder Chrome loads as it is ("Load unpacked") and the
// server zips for the landing page. MV3 content scripts are classic scripts, so each entry is
// bundled on its own into a self-contained IIFE; no code is shared between files at run time.

const STATIC_DIR = path.join(import.meta.dirname, "static");
const OUT_DIR = path.join(import.meta.dirname, "dist");
/** The toolbar and extensions-page sizes Chrome asks for (manifest.json "icons"). */
const ICON_SIZES = [16, 32, 48, 128];

/** manifest.json, the pages, styles and defaults.js as they are; PNG icons from the SVG mark. */
function staticFiles(): Plugin {
  return {
    name: "lectern-extension-static",
    async generateBundle() {
      for (const name of fs.readdirSync(STATIC_DIR)) {
        if (name === "icon.svg") continue;
        this.emitFile({ type: "asset", fileName: name, source: fs.readFileSync(path.join(STATIC_DIR, name)) });
      }
      const svg = fs.readFileSync(path.join(STATIC_DIR, "icon.svg"));
      for (const size of ICON_SIZES) {
        // Rasterised at the target size (not scaled down from one big PNG), so small icons stay crisp.
        const png = await sharp(svg, { density: Math.ceil((72 * size) / 32) }).resize(size, size).png().toBuffer();
        this.emitFile({ type: "asset", fileName: `icons/icon-${size}.png`, source: png });
      }
    },
  };
}

function entry(input: string, fileName: string, first: boolean): RolldownOptions {
  return {
    input,
    platform: "browser",
    plugins: first ? [staticFiles()] : [],
    output: { dir: OUT_DIR, entryFileNames: fileName, format: "iife", cleanDir: first, sourcemap: false },
  };
}

// Built in order: the first build empties dist/ so nothing stale is ever zipped.
export default defineConfig([entry("src/content/content-script.ts", "content-script.js", true), entry("src/options/options.ts", "options.js", false)]);
