import { APP_ROUTES, BUSINESS_PANEL_PATH, PANEL_PAGES } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { PAGE_ROUTES } from "./console-routes";
import { lazyPage } from "./lazy-page";
import type { NoPathWithoutPage, PageRoute, PathsWithoutPage } from "./page-route";

// What `npm run typecheck` proves: every line after a @ts-expect-error must fail to compile, or the directive
// itself fails the typecheck.
type Without<Path> = Exclude<(typeof PAGE_ROUTES)[number], { path: Path }>[];

// Every path of the shared table has its page among the console's routes.
export type AllThere = NoPathWithoutPage<PathsWithoutPage<typeof PAGE_ROUTES>>;
// @ts-expect-error a feature that drops a route of the table leaves it without a page
export type HomeLeftOut = NoPathWithoutPage<PathsWithoutPage<Without<"/home">>>;
// @ts-expect-error so does one that drops a business panel page
export type PanelPageLeftOut = NoPathWithoutPage<PathsWithoutPage<Without<"/admin/business/panel/area">>>;

const AnyPage = lazyPage(() => Promise.resolve(() => null));
// @ts-expect-error a page at a path the shared table does not have
export const outsideTheTable: PageRoute = { path: "/en-construccion", page: AnyPage };

const pageAt = (path: string) => PAGE_ROUTES.find((route) => route.path === path)?.page;

describe("console routes", () => {
  it("give each route of the table exactly one page", () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(APP_ROUTES.map((route) => route.path).sort());
  });

  it("show on each business panel page the page of the /config screen it names", () => {
    for (const { sub, configPath } of PANEL_PAGES) {
      const panelPage = pageAt(`${BUSINESS_PANEL_PATH}${sub}`);
      expect(panelPage).toBeDefined();
      if (configPath) expect(panelPage).toBe(pageAt(configPath));
    }
  });
});
