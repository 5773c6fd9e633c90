// One `make` in a fresh process (part of the make benchmark): argv[2] is the paper, argv[3] an
// empty workspace directory, which is left in place for the floor measurement. Prints one JSON
// line: the stage timings, counts and this process's own peak RSS, or {error}.
import { espeakSpeech, makeVideo } from "@lectern/pipeline";

const [file, dir] = process.argv.slice(2);
const kind = file.endsWith(".pdf") ? "pdf" : "zip";
const percents = [];
try {
  // The embedded default: offline writer (makeVideo's default) and espeak-ng, whatever keys are set.
  const result = await makeVideo({ kind, file }, dir, { speech: espeakSpeech(), onProgress: (p) => percents.push(p.percent) });
  const rising = percents.every((p, i) => i === 0 || p >= percents[i - 1]);
  console.log(
    JSON.stringify({
      timings: result.timings,
      counts: result.counts,
      progressRising: rising && percents.at(-1) === 100,
      nodeRssMb: process.resourceUsage().maxRSS / 1024,
    }),
  );
} catch (err) {
  console.log(JSON.stringify({ error: err instanceof Error ? err.message : String(err) }));
  process.exitCode = 1;
}
