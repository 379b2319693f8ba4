import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readTestTimes } from "./read-times.js";
import { timesTable } from "./times-table.js";

let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function runDir(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), "test-times-"));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

const journeyReport = {
  suites: [
    {
      file: "workspace.spec.ts",
      specs: [],
      suites: [
        {
          specs: [
            { file: "workspace.spec.ts", tests: [{ results: [{ duration: 12_000, retry: 0 }] }] },
            {
              file: "workspace.spec.ts",
              tests: [
                {
                  results: [
                    { duration: 30_000, retry: 0 },
                    { duration: 9_000, retry: 1 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    { specs: [{ file: "roles.spec.ts", tests: [{ results: [{ duration: 2_500, retry: 0 }] }] }] },
  ],
};

describe("where a test run's time went", () => {
  it("reads the phases, each project's files and the journeys' files, and lists the slowest", async () => {
    const root = "/repo";
    const times = await readTestTimes(
      await runDir({
        "phases.tsv":
          "npm ci\t100.0\t123.5\t0\nunit: server (PGlite)\t123.5\t240.0\t0\njourneys (PGlite)\t240\t600\t1\n",
        "unit-server-PGlite.json": JSON.stringify({
          testResults: [
            { name: "/repo/apps/server/src/a.test.ts", startTime: 1_000, endTime: 4_500 },
            { name: "/repo/apps/server/src/b.test.ts", startTime: 1_000, endTime: 1_200 },
          ],
        }),
        "journeys-PGlite.json": JSON.stringify(journeyReport),
        // A pass stopped before Playwright wrote its report whole.
        "journeys-PostgreSQL.json": '{"suites": [',
      }),
      root,
    );
    expect(times.phases).toEqual([
      { name: "npm ci", seconds: 23.5, passed: true },
      { name: "unit: server (PGlite)", seconds: 116.5, passed: true },
      { name: "journeys (PGlite)", seconds: 360, passed: false },
    ]);
    expect(times.files).toContainEqual({
      file: "e2e/workspace.spec.ts",
      run: "journeys (PGlite)",
      seconds: 51,
      retried: 1,
    });
    expect(times.files).toContainEqual({
      file: "apps/server/src/a.test.ts",
      run: "unit server (PGlite)",
      seconds: 3.5,
      retried: 0,
    });

    const table = timesTable(times).split("\n");
    expect(table).toContain("journeys (PGlite)          360  FAILED");
    expect(table).toContain("total                      500  (8:20)");
    const header = table.findIndex((line) => line.startsWith("seconds"));
    expect(table.slice(header + 1, header + 5).map((line) => line.trim().split(/\s+/).at(-1))).toEqual([
      "e2e/workspace.spec.ts",
      "apps/server/src/a.test.ts",
      "e2e/roles.spec.ts",
      "apps/server/src/b.test.ts",
    ]);
    expect(table[header + 5]).toBe("");
    expect(table.at(-1)).toBe("Tests that needed a second try: 1");
  });

  it("says what it has when a run left nothing behind", async () => {
    const table = timesTable(await readTestTimes(path.join(os.tmpdir(), "no-such-test-times"), "/repo"));
    expect(table).toBe(
      "Where the time went\nphase  seconds\ntotal        0  (0:00)\n\nTests that needed a second try: 0",
    );
  });

  it("rounds a total to whole seconds before it splits minutes", () => {
    const table = timesTable({ phases: [{ name: "lint", seconds: 119.6, passed: true }], files: [] });
    expect(table.split("\n")).toContain("total      120  (2:00)");
  });
});
