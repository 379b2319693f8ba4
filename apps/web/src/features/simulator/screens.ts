import { SIMULATOR_PATH } from "@consola/shared";
import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const simulatorScreens: ScreenMap = {
  [SIMULATOR_PATH]: lazyPage(() => import("./simulator-page").then((m) => m.SimulatorPage)),
};
