/**
 * What each folder may import (docs/ARCHITECTURE.md). Paths are relative to the repository root. No
 * exceptions list: a rule that needs one is a design discussion, not an edit here.
 */
export type ImportRule = {
  name: string;
  why: string;
  /** The importing file; capture groups may be referred to in `allowedTo` as $1, $2... */
  from: RegExp;
  /** A repository path, or a package as it is imported (`@mantine/core`). */
  to: RegExp;
  /** Imports matching `to` that are still fine, after substituting `from`'s groups. */
  allowedTo?: string;
};

export const IMPORT_RULES: ImportRule[] = [
  {
    name: "channels-are-adapters",
    why: "channels/ holds provider adapters (wire formats, signatures, sending, parsing); modules call them",
    from: /^apps\/server\/src\/channels\//,
    to: /^apps\/server\/src\/modules\//,
  },
  {
    name: "features-stand-alone",
    why: "a web feature never imports another feature: what several share lives in data/ or lib/",
    from: /^apps\/web\/src\/features\/([^/]+)\//,
    to: /^apps\/web\/src\/features\//,
    allowedTo: "^apps/web/src/features/$1/",
  },
  {
    name: "lib-imports-no-feature",
    why: "lib/ is the web app's toolbox: it knows no feature, data module or app shell",
    from: /^apps\/web\/src\/lib\//,
    to: /^apps\/web\/src\/(features|app|data)\//,
  },
  {
    name: "toasts-through-the-helper",
    why:
      "toasts are shown through lib/notify/toast.ts, so each kind keeps its colour and a failure says the " +
      "server's reason; only the toasts container and the tests' reset touch Mantine's store",
    from: /^apps\/web\/src\/(?!lib\/notify\/|app\/toasts(-container)?\.tsx$|test\/)/,
    to: /^@mantine\/notifications$/,
  },
  {
    name: "api-calls-in-api-modules",
    why:
      "screens and hooks reach the server through an api/ module or a queries.ts, so each call is written " +
      "once and its cache key sits beside it",
    from: /^apps\/web\/src\/(?!lib\/api\/|test\/|(.+\/)?api\/|.+-api\.ts$|(.+\/)?queries\.ts$|.+\.test\.tsx?$)/,
    to: /^apps\/web\/src\/lib\/api\/(api|api-client|call)\.ts$/,
  },
  {
    name: "domain-errors-know-no-transport",
    why: "domain errors carry a code and the person's messages; only http/ turns a code into a status",
    from: /^apps\/server\/src\/domain\//,
    to: /^(apps\/server\/src\/(http|realtime)\/|fastify$)/,
  },
  {
    name: "server-and-web-meet-in-shared",
    why: "the server and the web app share code only through packages/shared",
    from: /^apps\/server\//,
    to: /^apps\/web\//,
  },
  {
    name: "web-and-server-meet-in-shared",
    why: "the server and the web app share code only through packages/shared",
    from: /^apps\/web\//,
    to: /^apps\/server\//,
  },
  {
    name: "shared-stands-alone",
    why: "packages/shared is imported by both sides and imports neither",
    from: /^packages\/shared\//,
    to: /^(apps|e2e)\//,
  },
];

/**
 * Folders that must not depend on each other in circles, as a whole: the server's domain modules and the
 * web app's features (each file counts as its folder). Tests are left out: a test may borrow another
 * folder's builders.
 */
export const FOLDER_GROUPS: RegExp[] = [
  /^(apps\/server\/src\/modules\/[^/]+)\//,
  /^(apps\/web\/src\/features\/[^/]+)\//,
];

/** A pattern a source line may hold only in some files: what an import rule cannot see. */
export type SourceRule = {
  name: string;
  why: string;
  /** The files checked. */
  files: RegExp;
  /** Checked files where the pattern is the point. */
  allowedIn: RegExp;
  pattern: RegExp;
};

export const SOURCE_RULES: SourceRule[] = [
  {
    name: "queries-in-queries-files",
    why:
      "a query's key and function are written together once, as queryOptions in a queries.ts; hooks and " +
      "screens spread those, and invalidate through the key factories, never through a literal key",
    files: /^apps\/web\/src\/.+\.tsx?$/,
    allowedIn: /(^|\/)queries\.ts$|\.test\.tsx?$|^apps\/web\/src\/test\//,
    pattern: /\bqueryFn\s*:|\bqueryKey\s*:\s*\[/,
  },
];
