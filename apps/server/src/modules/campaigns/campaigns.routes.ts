import { CAMPAIGN_MESSAGES, campaignExportFileName, campaignsEndpoints as endpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { sendCsvDownload } from "../../http/csv-download.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { callWithBody, serve, serveRaw } from "../serve-endpoint.js";
import { cancelCampaign, confirmCampaign, pauseCampaign, resumeCampaign } from "./campaign-control.js";
import {
  getCampaign,
  listCampaignImports,
  listCampaignLines,
  listCampaigns,
  previewCampaign,
  removeCampaign,
  saveCampaign,
} from "./campaign-drafts.service.js";
import { prepareCampaign } from "./campaign-prepare.js";
import { exportCampaignRecipients, listCampaignRecipients } from "./campaign-recipients.js";
import { reviewCampaign } from "./campaign-review.js";
import { getCampaignSettings, saveCampaignSettings } from "./campaign-settings.js";

export function campaignsRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, endpoints.list, callWithBody(deps, listCampaigns));
    serve(app, endpoints.get, callWithBody(deps, getCampaign));
    serve(app, endpoints.save, async ({ auth, body, ip }) =>
      ok(await saveCampaign(deps, auth, { ...body, ip }), CAMPAIGN_MESSAGES.saved),
    );
    serve(app, endpoints.remove, async ({ auth, body, ip }) =>
      ok(await removeCampaign(deps, auth, { ...body, ip }), CAMPAIGN_MESSAGES.removed),
    );
    serve(app, endpoints.preview, callWithBody(deps, previewCampaign));
    serve(app, endpoints.prepare, callWithBody(deps, prepareCampaign));
    serve(app, endpoints.review, callWithBody(deps, reviewCampaign));
    serve(app, endpoints.confirm, async ({ auth, body, ip }) => {
      const campaign = await confirmCampaign(deps, auth, { ...body, ip });
      return ok(
        campaign,
        campaign.status === "scheduled" ? CAMPAIGN_MESSAGES.scheduled : CAMPAIGN_MESSAGES.confirmed,
      );
    });
    serve(app, endpoints.pause, async ({ auth, body, ip }) =>
      ok(await pauseCampaign(deps, auth, { ...body, ip }), CAMPAIGN_MESSAGES.paused),
    );
    serve(app, endpoints.resume, async ({ auth, body, ip }) =>
      ok(await resumeCampaign(deps, auth, { ...body, ip }), CAMPAIGN_MESSAGES.resumed),
    );
    serve(app, endpoints.cancel, async ({ auth, body, ip }) =>
      ok(await cancelCampaign(deps, auth, { ...body, ip }), CAMPAIGN_MESSAGES.cancelled),
    );
    serve(app, endpoints.recipients, callWithBody(deps, listCampaignRecipients));
    serve(app, endpoints.imports, async ({ auth }) => ok(await listCampaignImports(deps, auth)));
    serve(app, endpoints.lines, async ({ auth }) => ok(await listCampaignLines(deps, auth)));
    serve(app, endpoints.settings, async ({ auth }) => ok(await getCampaignSettings(deps, auth)));
    serve(app, endpoints.saveSettings, async ({ auth, body, ip }) =>
      ok(await saveCampaignSettings(deps, auth, { ...body, ip }), CAMPAIGN_MESSAGES.settingsSaved),
    );
    serveRaw(
      app,
      endpoints.exportRecipients,
      async ({ auth, ip, query, request }, reply) => {
        const csv = await exportCampaignRecipients(deps, auth, { campaignId: query.campaign_id, ip });
        return sendCsvDownload(request, reply, csv, {
          fileName: campaignExportFileName(query.campaign_id),
          what: "campaign export",
        });
      },
      { rateLimit: perUserLimit(deps.config.writeLimits, "exportsPerMinute") },
    );
  };
}
