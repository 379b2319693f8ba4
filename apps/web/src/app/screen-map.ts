import type { LazyPage } from "./lazy-page";

/**
 * A feature's screens by route path; each is a lazyPage (its own chunk). Its own file so that the features'
 * screens.ts and app/screen-registry.ts (which collects them) point one way: registry → screens → this type.
 */
export type ScreenMap = Record<string, LazyPage>;
