import {
  type Campaign,
  type CampaignImportList,
  type CampaignLineList,
  type CampaignPage,
  type CampaignPreview,
  type CampaignRecipientPage,
  type CampaignReview,
  type CampaignSettings,
  type CampaignStatus,
  campaignsEndpoints,
  type ListCampaignRecipientsBody,
  type SaveCampaignBody,
  type SaveCampaignSettingsBody,
} from "@consola/shared";
import { call, download } from "../../../lib/api/call";
import { saveFile } from "../../../lib/api/save-file";

/** What the export is saved as when the server names no file. */
const EXPORT_FILE_NAME = "Campaña.csv";

/** ListCampaigns: newest first, `before` the last id of the page already shown. */
export async function fetchCampaigns(
  filter: { status: CampaignStatus | null; before: number | null },
  signal?: AbortSignal,
): Promise<CampaignPage> {
  const body = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.before ? { before: filter.before } : {}),
  };
  return (await call(campaignsEndpoints.list, body, { signal })).data;
}

export async function fetchCampaign(id: number, signal?: AbortSignal): Promise<Campaign> {
  return (await call(campaignsEndpoints.get, { id }, { signal })).data;
}

/** SaveCampaign: creates the draft (no id) or changes it; its recipients are computed again. */
export async function saveCampaign(body: SaveCampaignBody): Promise<{ campaign: Campaign; message: string }> {
  const { data, message } = await call(campaignsEndpoints.save, body);
  return { campaign: data, message };
}

export async function fetchPreview(id: number, signal?: AbortSignal): Promise<CampaignPreview> {
  return (await call(campaignsEndpoints.preview, { id }, { signal })).data;
}

/** PrepareCampaign: the recipients are computed in the background; CampaignProgress tells when they are. */
export async function prepareCampaign(id: number): Promise<Campaign> {
  return (await call(campaignsEndpoints.prepare, { id })).data;
}

export async function fetchReview(id: number, signal?: AbortSignal): Promise<CampaignReview> {
  return (await call(campaignsEndpoints.review, { id }, { signal })).data;
}

/** The campaign actions that take only its id and answer it as it now stands, with the server's words. */
export type CampaignAction = "confirm" | "pause" | "resume" | "cancel" | "remove";

export async function runCampaignAction(
  action: CampaignAction,
  id: number,
): Promise<{ campaign: Campaign; message: string }> {
  const { data, message } = await call(campaignsEndpoints[action], { id });
  return { campaign: data, message };
}

/** What ListCampaignRecipients filters by, as the detail page's filters hold it. */
export type RecipientFilters = Omit<ListCampaignRecipientsBody, "id" | "after">;

export async function fetchRecipients(
  id: number,
  filters: RecipientFilters,
  after: number | null,
  signal?: AbortSignal,
): Promise<CampaignRecipientPage> {
  const body = { id, ...filters, ...(after ? { after } : {}) };
  return (await call(campaignsEndpoints.recipients, body, { signal })).data;
}

/** The recipients and what happened to each as CSV, through the client's binary path, saved by the browser. */
export async function downloadRecipientsCsv(id: number): Promise<void> {
  const file = await download(campaignsEndpoints.exportRecipients, { query: { campaign_id: id } });
  saveFile(file, file.name && file.name !== "archivo" ? file.name : EXPORT_FILE_NAME);
}

export async function fetchCampaignLines(signal?: AbortSignal): Promise<CampaignLineList> {
  return (await call(campaignsEndpoints.lines, undefined, { signal })).data;
}

export async function fetchCampaignImports(signal?: AbortSignal): Promise<CampaignImportList> {
  return (await call(campaignsEndpoints.imports, undefined, { signal })).data;
}

export async function fetchCampaignSettings(signal?: AbortSignal): Promise<CampaignSettings> {
  return (await call(campaignsEndpoints.settings, undefined, { signal })).data;
}

export async function saveCampaignSettings(body: SaveCampaignSettingsBody) {
  return call(campaignsEndpoints.saveSettings, body);
}
