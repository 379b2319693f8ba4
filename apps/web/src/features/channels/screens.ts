import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const channelScreens: ScreenMap = {
  "/config/smsConfig": lazyPage(() => import("./pages/channels-page").then((m) => m.ChannelsPage)),
};
