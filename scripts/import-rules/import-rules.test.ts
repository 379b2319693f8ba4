import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findCycles, findFolderCycles, findSourceFindings, findViolations } from "./check.js";
import { buildGraph, specifiersOf } from "./graph.js";
import { FOLDER_GROUPS, IMPORT_RULES, SOURCE_RULES } from "./rules.js";

function tree(files: Record<string, string>): { root: string; files: string[] } {
  const root = mkdtempSync(path.join(tmpdir(), "import-rules-"));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return { root, files: Object.keys(files) };
}

describe("import rules", () => {
  it("reads static, re-exported, dynamic and type imports, in TSX too", () => {
    const source = `
      import type { A } from "./a.js";
      export * from "./b.js";
      export { c } from "./c.js";
      const Page = () => <div title="x" />;
      const lazy = import("./d.js");
      type T = import("./e.js").T;
    `;
    expect(specifiersOf(source, "x.tsx")).toEqual(["./a.js", "./b.js", "./c.js", "./d.js", "./e.js"]);
  });

  it("finds a cycle made only of type imports, through .js specifiers and folder indexes", () => {
    const { root, files } = tree({
      "apps/web/src/app/registry.ts":
        'import type { Screen } from "../features/a/index.js";\nexport type R = 1;',
      "apps/web/src/features/a/index.ts":
        'import type { R } from "../../app/registry.js";\nexport type Screen = R;',
      "apps/web/src/features/a/alone.ts": "export const x = 1;",
    });
    expect(findCycles(buildGraph(root, files))).toEqual([
      ["apps/web/src/app/registry.ts", "apps/web/src/features/a/index.ts"],
    ]);
  });

  it("finds domain modules that lean on each other, but not through their tests", () => {
    const { root, files } = tree({
      "apps/server/src/modules/inbound/receive.ts":
        'import { send } from "../messages/send.js";\nexport const r = send;',
      "apps/server/src/modules/messages/send.ts":
        'import { open } from "../inbound/open.js";\nexport const send = open;',
      "apps/server/src/modules/inbound/open.ts": "export const open = 1;",
      "apps/server/src/modules/contacts/contacts.test.ts": 'import { send } from "../messages/send.js";',
      "apps/server/src/modules/messages/uses-contacts.ts": 'import "../contacts/contacts.test.js";',
    });
    const graph = buildGraph(root, files);
    expect(findCycles(graph)).toEqual([]);
    expect(findFolderCycles(graph, FOLDER_GROUPS)).toEqual([
      ["apps/server/src/modules/inbound", "apps/server/src/modules/messages"],
    ]);
  });

  it("reports a feature importing another feature, lib importing a feature and channels importing modules", () => {
    const { root, files } = tree({
      "apps/web/src/features/a/page.tsx": 'import { b } from "../b/b.js";\nimport { own } from "./own.js";',
      "apps/web/src/features/a/own.ts": "export const own = 1;",
      "apps/web/src/features/b/b.ts": "export const b = 1;",
      "apps/web/src/lib/i18n/es.ts": 'import { b } from "../../features/b/b.js";',
      "apps/server/src/channels/x/adapter.ts": 'import { m } from "../../modules/m/m.js";',
      "apps/server/src/modules/m/m.ts": "export const m = 1;",
      "packages/shared/src/index.ts": "export const s = 1;",
      "apps/server/src/modules/m/uses-shared.ts": 'import { s } from "@consola/shared";',
    });
    const rules = findViolations(buildGraph(root, files), IMPORT_RULES).map(
      (violation) => `${violation.rule} ${violation.from}`,
    );
    expect(rules.sort()).toEqual([
      "channels-are-adapters apps/server/src/channels/x/adapter.ts",
      "features-stand-alone apps/web/src/features/a/page.tsx",
      "lib-imports-no-feature apps/web/src/lib/i18n/es.ts",
    ]);
  });

  it("keeps Mantine's toasts to the helper, the toasts container and the tests' reset", () => {
    const { root, files } = tree({
      "apps/web/src/features/a/use-save.ts": 'import { notifications } from "@mantine/notifications";',
      "apps/web/src/app/layout/menu.tsx": 'import { notifications as toasts } from "@mantine/notifications";',
      "apps/web/src/lib/notify/toast.ts": 'import { notifications } from "@mantine/notifications";',
      "apps/web/src/app/toasts.tsx": 'import { useNotifications } from "@mantine/notifications";',
      "apps/web/src/app/toasts-container.tsx": 'import { Notifications } from "@mantine/notifications";',
      "apps/web/src/test/setup.ts": 'import { notifications } from "@mantine/notifications";',
      "apps/web/src/main.tsx": 'import "@mantine/notifications/styles.css";',
    });
    const rules = findViolations(buildGraph(root, files), IMPORT_RULES).map(
      (violation) => `${violation.rule} ${violation.from} ${violation.to}`,
    );
    expect(rules.sort()).toEqual([
      "toasts-through-the-helper apps/web/src/app/layout/menu.tsx @mantine/notifications",
      "toasts-through-the-helper apps/web/src/features/a/use-save.ts @mantine/notifications",
    ]);
  });

  it("keeps the API client to api modules, queries files, lib/api and tests", () => {
    const call = 'import { call } from "../../lib/api/call.js";';
    const { root, files } = tree({
      "apps/web/src/lib/api/call.ts": "export const call = 1;",
      "apps/web/src/lib/api/api-error.ts": "export const isApiError = 1;",
      "apps/web/src/features/a/api/a-api.ts": 'import { call } from "../../../lib/api/call.js";',
      "apps/web/src/features/a/queries.ts": call,
      "apps/web/src/features/a/page.tsx": call,
      "apps/web/src/features/a/page.test.tsx": call,
      "apps/web/src/features/a/error.tsx": 'import { isApiError } from "../../lib/api/api-error.js";',
      "apps/web/src/data/b/b-api.ts": call,
      "apps/web/src/data/b/use-b.ts": call,
      "apps/web/src/app/layout/menu.tsx": 'import { api } from "../../lib/api/api.js";',
      "apps/web/src/lib/api/api.ts": "export const api = 1;",
    });
    const found = findViolations(buildGraph(root, files), IMPORT_RULES)
      .filter((violation) => violation.rule === "api-calls-in-api-modules")
      .map((violation) => violation.from);
    expect(found.sort()).toEqual([
      "apps/web/src/app/layout/menu.tsx",
      "apps/web/src/data/b/use-b.ts",
      "apps/web/src/features/a/page.tsx",
    ]);
  });

  it("finds query keys and functions written outside a queries.ts, with their line", () => {
    const hook = [
      "export function useA() {",
      '  const a = useQuery({ queryKey: ["a"], queryFn: fetchA });',
      "  const b = useQuery(aQueries.list(1));",
      "  void client.invalidateQueries({ queryKey: aKeys.all });",
      '  void client.invalidateQueries({ queryKey: ["a", "list"] });',
      "}",
    ].join("\n");
    const sources = new Map([
      ["apps/web/src/features/a/use-a.ts", hook],
      ["apps/web/src/features/a/queries.ts", hook],
      ["apps/web/src/features/a/use-a.test.ts", hook],
      ["apps/server/src/modules/a/a.ts", hook],
    ]);
    const found = findSourceFindings(sources, SOURCE_RULES).map(
      (finding) => `${finding.file}:${finding.line}`,
    );
    expect(found).toEqual(["apps/web/src/features/a/use-a.ts:2", "apps/web/src/features/a/use-a.ts:5"]);
  });
});
