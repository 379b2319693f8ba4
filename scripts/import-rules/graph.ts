import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

/** Workspace packages imported by name, and the source file each name stands for. */
const PACKAGE_ENTRIES: Record<string, string> = { "@consola/shared": "packages/shared/src/index.ts" };

const SOURCE_EXTENSIONS = [".ts", ".tsx"];

/** Every module specifier a file names: static, re-exported, dynamic and `import("x").T` type imports. */
export function specifiersOf(source: string, fileName: string): string[] {
  const ast = parse(source, {
    sourceType: "module",
    sourceFilename: fileName,
    plugins: fileName.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"],
  });
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== "object") return;
    const record = node as Record<string, unknown> & { type?: string };
    if (
      (record.type === "ImportDeclaration" ||
        record.type === "ExportAllDeclaration" ||
        record.type === "ExportNamedDeclaration") &&
      isStringLiteral(record.source)
    ) {
      found.push(record.source.value);
    }
    if (
      record.type === "CallExpression" &&
      (record.callee as { type?: string } | undefined)?.type === "Import"
    ) {
      const first = (record.arguments as unknown[] | undefined)?.[0];
      if (isStringLiteral(first)) found.push(first.value);
    }
    if (record.type === "TSImportType" && isStringLiteral(record.argument)) found.push(record.argument.value);
    for (const [key, value] of Object.entries(record)) {
      if (key !== "loc" && key !== "leadingComments" && key !== "trailingComments") visit(value);
    }
  };
  visit(ast.program.body);
  return found;
}

/** A bare specifier (`react`, `@mantine/core/styles.css`); never a repository path, which starts with a dot. */
function isPackage(specifier: string): boolean {
  return !specifier.startsWith(".") && !specifier.startsWith("/");
}

function isStringLiteral(node: unknown): node is { type: "StringLiteral"; value: string } {
  return (node as { type?: string } | undefined)?.type === "StringLiteral";
}

/** The repository file a specifier names, or null for a package from node_modules. */
export function resolveSpecifier(root: string, fromFile: string, specifier: string): string | null {
  const entry = PACKAGE_ENTRIES[specifier];
  if (entry) return entry;
  if (!specifier.startsWith(".")) return null;
  const base = path.join(path.dirname(fromFile), specifier);
  // Node-style "./x.js" names the "./x.ts" or "./x.tsx" source.
  const stem = base.replace(/\.(js|jsx)$/, "");
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => `${stem}${extension}`),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  for (const candidate of candidates) {
    const absolute = path.join(root, candidate);
    if (existsSync(absolute) && statSync(absolute).isFile()) return path.normalize(candidate);
  }
  return null;
}

/**
 * Each file's imports: other repository files (paths relative to `root`) and, by the name they are imported
 * under, packages from node_modules, so a rule can keep a package to the folder that wraps it.
 */
export type ImportGraph = Map<string, Set<string>>;

/** Each file's imports of repository files and packages (see ImportGraph). */
export function buildGraph(root: string, files: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of specifiersOf(readFileSync(path.join(root, file), "utf8"), file)) {
      const target = resolveSpecifier(root, file, specifier) ?? (isPackage(specifier) ? specifier : null);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}
