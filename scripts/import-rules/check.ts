import { DirectedGraph } from "graphology";
import { stronglyConnectedComponents } from "graphology-components";
import type { ImportGraph } from "./graph.js";
import type { ImportRule, SourceRule } from "./rules.js";

export type Violation = { rule: string; why: string; from: string; to: string };
export type SourceFinding = { rule: string; why: string; file: string; line: number; text: string };

/** Groups of files that reach themselves through their imports (type-only imports included). */
export function findCycles(graph: ImportGraph): string[][] {
  const directed = new DirectedGraph();
  for (const [file, targets] of graph) {
    directed.mergeNode(file);
    for (const target of targets) directed.mergeEdge(file, target);
  }
  return stronglyConnectedComponents(directed)
    .filter((component) => component.length > 1)
    .map((component) => [...component].sort());
}

/** Folders (see FOLDER_GROUPS) that reach themselves through their files' imports, tests left out. */
export function findFolderCycles(graph: ImportGraph, groups: RegExp[]): string[][] {
  const folderOf = (file: string) => {
    for (const group of groups) {
      const match = group.exec(file);
      if (match?.[1]) return match[1];
    }
    return null;
  };
  const isTest = (file: string) => /\.test\.tsx?$|\/test\/|\/testing\//.test(file);
  const folders: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (!from || isTest(file)) continue;
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const target of targets) {
      const to = folderOf(target);
      if (to && to !== from && !isTest(target)) edges.add(to);
    }
  }
  return findCycles(folders);
}

export function findViolations(graph: ImportGraph, rules: ImportRule[]): Violation[] {
  const violations: Violation[] = [];
  for (const [from, targets] of graph) {
    for (const rule of rules) {
      const match = rule.from.exec(from);
      if (!match) continue;
      const allowed = rule.allowedTo
        ? new RegExp(
            rule.allowedTo.replace(/\$(\d)/g, (_, group: string) => escapeRegExp(match[Number(group)] ?? "")),
          )
        : null;
      for (const to of targets) {
        if (rule.to.test(to) && !allowed?.test(to))
          violations.push({ rule: rule.name, why: rule.why, from, to });
      }
    }
  }
  return violations;
}

/** Lines of the given sources that hold a pattern their file may not (see SOURCE_RULES). */
export function findSourceFindings(
  sources: ReadonlyMap<string, string>,
  rules: SourceRule[],
): SourceFinding[] {
  const findings: SourceFinding[] = [];
  for (const [file, source] of sources) {
    for (const rule of rules) {
      if (!rule.files.test(file) || rule.allowedIn.test(file)) continue;
      source.split("\n").forEach((text, index) => {
        if (rule.pattern.test(text)) {
          findings.push({ rule: rule.name, why: rule.why, file, line: index + 1, text: text.trim() });
        }
      });
    }
  }
  return findings;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
