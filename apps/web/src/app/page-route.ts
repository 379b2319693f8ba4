import type { AppRoutePath } from "@consola/shared";
import type { ReactNode } from "react";
import type { LazyPage } from "./lazy-page";

/**
 * A page of the signed-in console at a path of the shared route table (`packages/shared` app-routes.ts). Each
 * feature lists its own in its routes.ts and app/console-routes.tsx hands them all to the router; a path
 * outside the table fails the typecheck. `page.preload()` starts its chunk (and what it shows first) before
 * the router renders it. Its own file so that the features and console-routes.tsx point one way.
 */
export type PageRoute = { path: AppRoutePath; page: LazyPage };

/** The paths of the shared route table that none of `Routes` gives a page. */
export type PathsWithoutPage<Routes extends readonly PageRoute[]> = Exclude<
  AppRoutePath,
  Routes[number]["path"]
>;

/**
 * Compiles only with `never`: given PathsWithoutPage, a route of the table left without a page fails the
 * typecheck, and the error names its path.
 */
export type NoPathWithoutPage<Paths extends never> = Paths;

/** The business panel's frame, which shows each panel page about the business chosen there. */
export type PanelFrame = LazyPage<{ children: ReactNode }>;
