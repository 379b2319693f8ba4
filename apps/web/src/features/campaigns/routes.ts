import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

const CampaignsPage = lazyPage(() => import("./pages/campaigns-page").then((m) => m.CampaignsPage));
const CampaignWizardPage = lazyPage(() =>
  import("./pages/campaign-wizard-page").then((m) => m.CampaignWizardPage),
);
const CampaignDetailPage = lazyPage(() =>
  import("./pages/campaign-detail-page").then((m) => m.CampaignDetailPage),
);
const CampaignSettingsPage = lazyPage(() =>
  import("./pages/campaign-settings-page").then((m) => m.CampaignSettingsPage),
);

/** The business's campaigns (managers), their wizard and page, and their prices and pace (its admin). */
export const campaignRoutes = [
  { path: "/campaigns", page: CampaignsPage },
  { path: "/campaigns/edit", page: CampaignWizardPage },
  { path: "/campaigns/detail", page: CampaignDetailPage },
  { path: "/config/campaigns", page: CampaignSettingsPage },
] satisfies PageRoute[];
