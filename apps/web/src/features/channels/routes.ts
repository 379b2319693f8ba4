import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

const pages = () => import("./pages/channels-page");
const ChannelsPage = lazyPage(() => pages().then((m) => m.ChannelsPage));

export const channelRoutes = [
  { path: "/config/smsConfig", page: ChannelsPage },
  { path: "/admin/business/panel/smsConfig", page: ChannelsPage },
  // The business panel's two keys pages: each channel's lines apart, for the business a platform admin chose.
  { path: "/admin/business/panel/keys", page: lazyPage(() => pages().then((m) => m.ChatKeysPage)) },
  { path: "/admin/business/panel/sms", page: lazyPage(() => pages().then((m) => m.SmsLinesPage)) },
] satisfies PageRoute[];
