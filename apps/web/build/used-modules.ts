import { readFileSync } from "node:fs";
import path from "node:path";
import { parseAst } from "vite";

export type ModuleNode = {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  exports: readonly string[];
};
export type ModuleGraph = { getModuleInfo(id: string): ModuleNode | null };

type Program = ReturnType<typeof parseAst>;
type ExportName = { type: string; name?: string; value?: unknown };
/** The names one module takes from another: some, or all of them (a namespace, an `export *`). */
type Wanted = Set<string> | "all";
type Edge = { target: string; wanted: Wanted };
/**
 * A module's static imports with what it takes from each. A barrel (only imports and re-exports, like
 * `@mantine/core`'s index) also says where each name it exports comes from, and what it `export *`s.
 */
type Imports = {
  edges: Edge[];
  barrel?: { names: Map<string, { target: string; name: string }>; stars: string[] };
};

export type ImportsCache = Map<string, Imports>;

const nameOf = (node: ExportName): string => node.name ?? String(node.value);

/** The sources of a module's import and export-from declarations, in order, matched to its importedIds. */
function parseImports(id: string, node: ModuleNode): Imports {
  const all: Imports = { edges: node.importedIds.map((target) => ({ target, wanted: "all" })) };
  if (!node.code) return all;
  let program: Program;
  try {
    program = parseAst(node.code, { lang: "js" }, id);
  } catch {
    return all;
  }
  const order: string[] = [];
  const wanted = new Map<string, Wanted>();
  const want = (source: string, names: Wanted) => {
    if (!wanted.has(source)) {
      order.push(source);
      wanted.set(source, new Set());
    }
    const had = wanted.get(source);
    if (had === "all" || names === "all") wanted.set(source, "all");
    else for (const name of names) had?.add(name);
  };
  /** Local binding → where it was imported from, for the re-exports of a barrel. */
  const locals = new Map<string, { source: string; name: string }>();
  const exported = new Map<string, { source: string; name: string }>();
  const stars: string[] = [];
  let barrel = true;
  for (const statement of program.body) {
    if (statement.type === "ImportDeclaration") {
      const source = statement.source.value;
      const names = new Set<string>();
      let namespace = false;
      for (const specifier of statement.specifiers ?? []) {
        if (specifier.type === "ImportNamespaceSpecifier") namespace = true;
        const name = specifier.type === "ImportSpecifier" ? nameOf(specifier.imported) : "default";
        names.add(name);
        locals.set(specifier.local.name, { source, name: namespace ? "*" : name });
      }
      want(source, namespace ? "all" : names);
    } else if (statement.type === "ExportAllDeclaration") {
      const source = statement.source.value;
      want(source, "all");
      if (statement.exported) exported.set(nameOf(statement.exported), { source, name: "*" });
      else stars.push(source);
    } else if (statement.type === "ExportNamedDeclaration" && !statement.declaration) {
      const source = statement.source?.value;
      for (const specifier of statement.specifiers) {
        const local = nameOf(specifier.local);
        const from = source !== undefined ? { source, name: local } : locals.get(local);
        if (from) exported.set(nameOf(specifier.exported), from);
        else barrel = false;
      }
      if (source !== undefined) want(source, new Set(statement.specifiers.map((s) => nameOf(s.local))));
    } else {
      barrel = false;
    }
  }
  // The ids are the sources resolved in the order they first appear, then what plugins added (Vite's
  // preload helper for a dynamic import); anything else and no names are trusted.
  const added = node.importedIds.slice(order.length);
  if (order.length > node.importedIds.length || added.some((target) => !target.startsWith("\0"))) return all;
  const idOf = new Map(order.map((source, index) => [source, node.importedIds[index] ?? ""]));
  const edges: Edge[] = [
    ...order.map((source) => ({ target: idOf.get(source) ?? "", wanted: wanted.get(source) ?? "all" })),
    ...added.map((target): Edge => ({ target, wanted: "all" })),
  ];
  if (!barrel) return { edges };
  const names = new Map(
    [...exported].map(([name, from]) => [name, { target: idOf.get(from.source) ?? "", name: from.name }]),
  );
  return { edges, barrel: { names, stars: stars.map((source) => idOf.get(source) ?? "") } };
}

/** package.json's sideEffects by the directory it is in; null where a directory has none. */
const packageSideEffects = new Map<string, { root: string; sideEffects: unknown } | null>();

function nearestPackage(dir: string): { root: string; sideEffects: unknown } | null {
  if (packageSideEffects.has(dir)) return packageSideEffects.get(dir) ?? null;
  let found: { root: string; sideEffects: unknown } | null = null;
  try {
    const manifest: { name?: string; sideEffects?: unknown } = JSON.parse(
      readFileSync(path.join(dir, "package.json"), "utf8"),
    );
    // A nested package.json that only sets the module type ({"type":"module"}) is not the package's.
    if (manifest.name !== undefined || "sideEffects" in manifest)
      found = { root: dir, sideEffects: manifest.sideEffects };
  } catch {
    found = null;
  }
  const parent = path.dirname(dir);
  if (!found && parent !== dir) found = nearestPackage(parent);
  packageSideEffects.set(dir, found);
  return found;
}

/**
 * Whether the bundler may drop a module's imports that nothing uses: its package says it has no side effects
 * (`"sideEffects": false`, or a list of globs the module is not in). The app's own modules are not: a
 * barrel of theirs runs, so imports, everything it re-exports.
 */
function sideEffectFree(id: string): boolean {
  if (!path.isAbsolute(id)) return false;
  const found = nearestPackage(path.dirname(id));
  if (!found) return false;
  if (found.sideEffects === false) return true;
  if (!Array.isArray(found.sideEffects)) return false;
  const relative = path.relative(found.root, id);
  return !found.sideEffects.some((pattern: unknown) => {
    if (typeof pattern !== "string") return true;
    const glob = pattern.replace(/^\.\//, "");
    return glob.includes("/") ? path.matchesGlob(relative, glob) : path.matchesGlob(path.basename(id), glob);
  });
}

/**
 * The modules `roots` use through static imports, themselves included, following a barrel only to the
 * modules whose exports are imported from it: `import { Button } from "@mantine/core"` uses Button's module,
 * not every component the index re-exports. That is what the build keeps of side-effect-free packages, where
 * the plain import graph would say that any page importing one component uses all of Mantine. A barrel that
 * may have side effects (the app's own) uses everything it imports.
 */
export function usedModules(graph: ModuleGraph, roots: readonly string[], cache: ImportsCache): Set<string> {
  const importsOf = (id: string): Imports | undefined => {
    const node = graph.getModuleInfo(id);
    if (!node) return undefined;
    let found = cache.get(id);
    if (!found) {
      found = parseImports(id, node);
      if (found.barrel && !sideEffectFree(id)) found = { edges: found.edges };
      cache.set(id, found);
    }
    return found;
  };
  const used = new Set<string>();
  /** Names asked of each barrel so far; "all" once a barrel is used as a whole. */
  const asked = new Map<string, Wanted>();
  const queue: { id: string; wanted: Wanted }[] = roots.map((id) => ({ id, wanted: "all" }));
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const { id, wanted } = next;
    const imports = importsOf(id);
    const barrel = imports?.barrel;
    const before = asked.get(id);
    if (before === "all") continue;
    used.add(id);
    if (!imports) continue;
    if (!barrel || wanted === "all") {
      asked.set(id, "all");
      for (const edge of imports.edges) queue.push({ id: edge.target, wanted: edge.wanted });
      continue;
    }
    // A side-effect import (`import "./styles.css"`) stays, whatever is asked of the barrel.
    if (before === undefined) {
      for (const edge of imports.edges) {
        if (edge.wanted !== "all" && edge.wanted.size === 0)
          queue.push({ id: edge.target, wanted: new Set() });
      }
    }
    const fresh = [...wanted].filter((name) => !before?.has(name));
    if (fresh.length === 0) {
      asked.set(id, before ?? new Set());
      continue;
    }
    asked.set(id, new Set([...(before ?? []), ...fresh]));
    for (const name of fresh) {
      const from = barrel.names.get(name);
      if (from) {
        queue.push({ id: from.target, wanted: from.name === "*" ? "all" : new Set([from.name]) });
        continue;
      }
      for (const star of barrel.stars) {
        if (graph.getModuleInfo(star)?.exports.includes(name))
          queue.push({ id: star, wanted: new Set([name]) });
      }
    }
  }
  return used;
}
