import type { TestTimes } from "./read-times.js";

const SLOWEST = 10;

const seconds = (value: number) => value.toFixed(0).padStart(7);
const minutes = (value: number) => {
  const whole = Math.round(value);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

/** Where a run's time went: each phase in order, their total, and the slowest test files. */
export function timesTable({ phases, files }: TestTimes): string {
  const lines: string[] = [];
  const width = Math.max(5, ...phases.map((phase) => phase.name.length));
  lines.push("Where the time went", `${"phase".padEnd(width)}  seconds`);
  for (const phase of phases) {
    lines.push(`${phase.name.padEnd(width)}  ${seconds(phase.seconds)}${phase.passed ? "" : "  FAILED"}`);
  }
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  lines.push(`${"total".padEnd(width)}  ${seconds(total)}  (${minutes(total)})`);

  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
  if (slowest.length > 0) {
    const runWidth = Math.max(3, ...slowest.map((file) => file.run.length));
    lines.push(
      "",
      `The ${slowest.length} slowest test files (a journey file: its journeys' time, added up over the workers)`,
      `seconds  ${"run".padEnd(runWidth)}  file`,
    );
    for (const file of slowest) {
      lines.push(`${seconds(file.seconds)}  ${file.run.padEnd(runWidth)}  ${file.file}`);
    }
  }
  const retried = files.reduce((sum, file) => sum + file.retried, 0);
  // Said on every run, so a table shows at a glance that nothing passed only on a second try.
  lines.push("", `Tests that needed a second try: ${retried}`);
  return lines.join("\n");
}
