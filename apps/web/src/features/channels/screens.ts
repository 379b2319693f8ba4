import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const channelScreens: ScreenMap = {
  "/config/smsConfig": lazyPage(() => import("./pages/channels-page").then((m) => m.ChannelsPage)),
  // The business panel's two keys pages: each channel's lines apart, for the business a platform admin chose.
  "/admin/business/panel/keys": lazyPage(() => import("./pages/channels-page").then((m) => m.ChatKeysPage)),
  "/admin/business/panel/sms": lazyPage(() => import("./pages/channels-page").then((m) => m.SmsLinesPage)),
};
