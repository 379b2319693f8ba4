/**
 * `npm run lint` step: no import cycles anywhere, and the folder rules of rules.ts. Exits 1 on any finding.
 * (dependency-cruiser and madge parse TypeScript through its compiler API, which TypeScript 7 no longer
 * ships; this reads the sources with @babel/parser instead. See docs/decisions/006-import-rules.md.)
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findCycles, findFolderCycles, findSourceFindings, findViolations } from "./check.js";
import { buildGraph } from "./graph.js";
import { FOLDER_GROUPS, IMPORT_RULES, SOURCE_RULES } from "./rules.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx"],
  {
    cwd: root,
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((file) => file !== "" && !file.endsWith(".d.ts") && !file.includes("/dist/"));

const graph = buildGraph(root, files);
const cycles = [...findCycles(graph), ...findFolderCycles(graph, FOLDER_GROUPS)];
const violations = findViolations(graph, IMPORT_RULES);
for (const cycle of cycles) process.stdout.write(`cycle: ${cycle.join(" → ")}\n`);
for (const violation of violations) {
  process.stdout.write(`${violation.rule}: ${violation.from} imports ${violation.to} (${violation.why})\n`);
}
const sources = new Map(files.map((file) => [file, readFileSync(path.join(root, file), "utf8")]));
const findings = findSourceFindings(sources, SOURCE_RULES);
for (const finding of findings) {
  process.stdout.write(`${finding.rule}: ${finding.file}:${finding.line} ${finding.text} (${finding.why})\n`);
}
const edges = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
process.stdout.write(
  `import rules: ${files.length} files, ${edges} imports, ${cycles.length} cycles, ${violations.length} rule violations, ${findings.length} source findings\n`,
);
process.exit(cycles.length + violations.length + findings.length === 0 ? 0 : 1);
