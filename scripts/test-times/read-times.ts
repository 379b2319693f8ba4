import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** A phase of a test run (install, lint, a project's unit tests, the journeys of a pass) as timed.sh wrote it. */
export type Phase = { name: string; seconds: number; passed: boolean };

/** One test file's time: a unit file's own run, or a journey file's journeys added up over the workers. */
export type FileTime = { file: string; run: string; seconds: number; retried: number };

export type TestTimes = { phases: Phase[]; files: FileTime[] };

/** `name<TAB>started<TAB>ended<TAB>status` lines, the instants in epoch seconds. */
export function parsePhases(text: string): Phase[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [name = "", started = "0", ended = "0", status = "1"] = line.split("\t");
      return { name, seconds: Number(ended) - Number(started), passed: status === "0" };
    });
}

type VitestReport = { testResults?: { name: string; startTime: number; endTime: number }[] };

/** The files of a Vitest JSON report (--reporter=json), named from the repository's root. */
export function vitestFiles(report: VitestReport, run: string, root: string): FileTime[] {
  return (report.testResults ?? []).map((result) => ({
    file: path.relative(root, result.name),
    run,
    seconds: (result.endTime - result.startTime) / 1000,
    retried: 0,
  }));
}

type PlaywrightResult = { duration: number; retry: number };
type PlaywrightSuite = {
  file?: string;
  specs?: { file: string; tests: { results: PlaywrightResult[] }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = { suites?: PlaywrightSuite[] };

/** The spec files of a Playwright JSON report: every try of every journey in the file, added up. */
export function playwrightFiles(report: PlaywrightReport, run: string, testDir: string): FileTime[] {
  const byFile = new Map<string, FileTime>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const file = path.join(testDir, spec.file);
      const entry = byFile.get(file) ?? { file, run, seconds: 0, retried: 0 };
      for (const result of spec.tests.flatMap((test) => test.results)) {
        entry.seconds += result.duration / 1000;
        if (result.retry > 0) entry.retried++;
      }
      byFile.set(file, entry);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return [...byFile.values()];
}

/**
 * What scripts/test.sh and .ci/run left in `dir`: phases.tsv, unit-<project>-<pass>.json from Vitest and
 * journeys-<pass>.json from Playwright. A report that is missing or cut short (a run stopped mid-way) is
 * left out rather than failing the summary.
 */
export async function readTestTimes(dir: string, root: string): Promise<TestTimes> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const text = async (name: string) => readFile(path.join(dir, name), "utf8").catch(() => "");
  const json = async (name: string): Promise<unknown> => {
    try {
      return JSON.parse(await text(name));
    } catch {
      return {};
    }
  };
  const files: FileTime[] = [];
  for (const name of names.sort()) {
    const unit = /^unit-(.+)-([^-]+)\.json$/.exec(name);
    if (unit)
      files.push(...vitestFiles((await json(name)) as VitestReport, `unit ${unit[1]} (${unit[2]})`, root));
    const journeys = /^journeys-(.+)\.json$/.exec(name);
    if (journeys) {
      const report = (await json(name)) as PlaywrightReport;
      files.push(...playwrightFiles(report, `journeys (${journeys[1]})`, "e2e"));
    }
  }
  return { phases: parsePhases(await text("phases.tsv")), files };
}
