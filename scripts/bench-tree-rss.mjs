// Peak resident memory of a process and all its descendants together, sampled from /proc (Linux),
// for the make benchmark: a run's footprint is Node plus whatever LaTeX, espeak-ng, pdftoppm and
// ffmpeg it has running at that moment, not any one of them alone.
import fs from "node:fs";

const PAGE = 4096;

/** pid → { ppid, rssBytes } for every process visible now. */
function processes() {
  const table = new Map();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "latin1");
      // Fields after the command name (which may contain spaces) start after the last ')'.
      const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      table.set(Number(name), { ppid: Number(rest[1]), rssBytes: Number(rest[21]) * PAGE });
    } catch {
      // The process ended while we looked.
    }
  }
  return table;
}

function treeRss(root) {
  const table = processes();
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop();
    total += table.get(pid)?.rssBytes ?? 0;
    for (const [child, p] of table) if (p.ppid === pid) queue.push(child);
  }
  return total;
}

/** Samples the tree under `pid` every `everyMs`; stop() returns the peak in MB. */
export function sampleTreeRss(pid, everyMs = 100) {
  let peak = 0;
  const tick = () => {
    peak = Math.max(peak, treeRss(pid));
  };
  const timer = setInterval(tick, everyMs);
  tick();
  return {
    stop() {
      clearInterval(timer);
      return peak / (1024 * 1024);
    },
  };
}
