import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";
import { type ImportsCache, type ModuleGraph, type ModuleNode, usedModules } from "./used-modules";

const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

/** The entry: its static imports are the "initial" group's. */
const ENTRY = source("main.tsx");
/**
 * The signed-in console's first screen as app/routes.tsx loads it: the console's routes (every feature's
 * pages), the shell (its layout and texts, fetched together) and /home, the screen every agent opens first.
 */
const CONSOLE: Record<string, string[]> = {
  screens: [source("app/console-routes.ts")],
  shell: [
    source("app/layout/app-layout.tsx"),
    source("app/i18n/catalogue.ts"),
    source("app/i18n/feature-texts.ts"),
  ],
  home: [source("features/conversations/conversations-page.tsx")],
};
/**
 * More chunks than this and the least shared ones are left to the automatic splitting. The groups' priorities
 * are 1 to this: a group that must win over them needs a higher one.
 */
export const MAX_GROUPS = 48;

/**
 * What the public side can load before the console: the modules the entry, the sign-in page and the other
 * lazily loaded parts outside the console (password recovery, the sign-in calls, the toasts…) import
 * dynamically, by the name of their file.
 */
function publicRoots(
  graph: ModuleGraph,
  consoleRoots: Set<string>,
  cache: ImportsCache,
): Map<string, string> {
  const roots = new Map<string, string>();
  const queue = [ENTRY];
  for (let root = queue.pop(); root !== undefined; root = queue.pop()) {
    for (const id of usedModules(graph, [root], cache)) {
      for (const lazy of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
        if (consoleRoots.has(lazy) || roots.has(lazy) || lazy === ENTRY) continue;
        roots.set(lazy, path.basename(lazy).replace(/\.[^.]+$/, ""));
        queue.push(lazy);
      }
    }
  }
  return roots;
}

/**
 * Each module's chunk name: the parts (console parts and public roots) that import it statically, as the
 * automatic splitting would group it if the console's first screen were one entry per part rather than the
 * dozens of screens that share Mantine's components. Modules of the entry, of one public root alone or of
 * other screens alone get no name. Returns the names too, most shared first.
 */
function classify(graph: ModuleGraph): { chunkOf: Map<string, string>; names: string[] } {
  const cache: ImportsCache = new Map();
  const initial = usedModules(graph, [ENTRY], cache);
  const consoleRoots = new Set(Object.values(CONSOLE).flat());
  const parts = new Map<string, Set<string>>();
  for (const [name, roots] of Object.entries(CONSOLE)) parts.set(name, usedModules(graph, roots, cache));
  for (const [root, name] of publicRoots(graph, consoleRoots, cache)) {
    parts.set(parts.has(name) ? root : name, usedModules(graph, [root], cache));
  }
  const chunkOf = new Map<string, string>();
  const sizes = new Map<string, number>();
  const modules = new Set([...parts.values()].flatMap((set) => [...set]));
  for (const id of modules) {
    if (initial.has(id)) continue;
    const users = [...parts].filter(([, set]) => set.has(id)).map(([name]) => name);
    const [only] = users;
    if (users.length === 1 && only !== undefined && !(only in CONSOLE)) continue;
    const name = users.join("+");
    chunkOf.set(id, name);
    sizes.set(name, users.length);
  }
  // CONSOLE_CHUNKS_DEBUG=1 npm run build lists each module with its chunk.
  if (process.env.CONSOLE_CHUNKS_DEBUG) {
    for (const [id, name] of chunkOf) process.stderr.write(`console chunk ${name}: ${id}\n`);
  }
  // A module's importers are among the parts of the modules it imports, so the chunk of more parts goes
  // first: each group also takes the imports no group before it took.
  const names = [...sizes.keys()].sort(
    (a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0) || a.localeCompare(b),
  );
  return { chunkOf, names };
}

/**
 * Groups for output.codeSplitting that put the console's first screen in a few chunks instead of the ~150 the
 * automatic splitting makes of what the sign-in page, the shell and the screens share (every Mantine
 * component and icon in its own file), when a browser fetches at most six files at a time from a host over
 * HTTP/1.1. A chunk holds only modules every part that loads it imports, so the sign-in page loads no byte
 * more; screens other than /home import what they share with the console's parts from these chunks.
 */
export function consoleChunkGroups(): Rolldown.CodeSplittingGroup[] {
  let pass: ModuleNode | null = null;
  let found: ReturnType<typeof classify> = { chunkOf: new Map(), names: [] };
  const classified = (ctx: ModuleGraph) => {
    // The graph's objects are reused within a chunking pass: the entry's tells one pass from the next.
    const entry = ctx.getModuleInfo(ENTRY);
    if (entry !== pass) {
      pass = entry;
      found = classify(ctx);
    }
    return found;
  };
  return Array.from({ length: MAX_GROUPS }, (_, slot) => ({
    name: (id: string, ctx: ModuleGraph) => {
      const { chunkOf, names } = classified(ctx);
      const name = chunkOf.get(id);
      return name !== undefined && names.indexOf(name) === slot ? name : null;
    },
    debugName: `console-${slot}`,
    priority: MAX_GROUPS - slot,
  }));
}
