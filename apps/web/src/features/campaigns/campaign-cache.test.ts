import type { HubCampaignProgress } from "@consola/shared";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  applyCampaignProgress,
  type CampaignListData,
  dropCampaign,
  patchCampaignList,
} from "./campaign-cache";
import { campaignKeys } from "./queries";
import { buildCampaign, NO_COUNTS } from "./testing/campaign-fixtures";

const sending = buildCampaign({ id: 31, status: "sending", counts: { ...NO_COUNTS, recipients: 100 } });
const older = buildCampaign({ id: 20, name: "Aviso de junio", status: "finished" });
const list = (...pages: (typeof sending)[][]): CampaignListData => ({
  pages: pages.map((items, index) => ({ items, next: index < pages.length - 1 ? 99 : null })),
  pageParams: pages.map((_, index) => (index === 0 ? null : 99)),
});
const progress = (overrides: Partial<HubCampaignProgress> = {}): HubCampaignProgress => ({
  businessId: 1,
  campaignId: 31,
  status: "sending",
  counts: { ...NO_COUNTS, recipients: 100, sent: 40, delivered: 30, read: 10, replied: 2 },
  waiting: null,
  ...overrides,
});

describe("campaign progress in the cache", () => {
  it("patches the campaign's row wherever it is, its status and counts, and nothing else", () => {
    const next = patchCampaignList(list([older], [sending]), progress(), "all");
    if (!next || next === "missing") throw new Error("expected a patched list");
    expect(next.pages[1]?.items[0]).toMatchObject({
      id: 31,
      name: sending.name,
      counts: { sent: 40, replied: 2 },
    });
    expect(next.pages[0]?.items[0]).toBe(older);
  });

  it("drops it from a list of the status it left, and leaves a list that never held it", () => {
    const paused = patchCampaignList(list([sending, older]), progress({ status: "paused" }), "sending");
    if (!paused || paused === "missing") throw new Error("expected a patched list");
    expect(paused.pages[0]?.items.map((item) => item.id)).toEqual([20]);
    expect(patchCampaignList(list([older]), progress(), "finished")).toBeNull();
  });

  it("asks for the list again only for a campaign newer than all it holds", () => {
    expect(patchCampaignList(list([older]), progress({ campaignId: 40 }), "all")).toBe("missing");
    // Older than the first page's newest: on a page not loaded yet ("Cargar más").
    expect(patchCampaignList(list([sending]), progress({ campaignId: 12 }), "all")).toBeNull();
  });

  it("updates the campaign's page, its review and every list in one go", () => {
    const client = new QueryClient();
    client.setQueryData(campaignKeys.detail(31), sending);
    client.setQueryData(campaignKeys.list(null), list([sending, older]));
    client.setQueryData(campaignKeys.list("finished"), list([older]));
    applyCampaignProgress(client, progress({ status: "finished" }));
    expect(client.getQueryData(campaignKeys.detail(31))).toMatchObject({
      status: "finished",
      counts: { sent: 40 },
    });
    const all = client.getQueryData<CampaignListData>(campaignKeys.list(null));
    expect(all?.pages[0]?.items[0]).toMatchObject({ id: 31, status: "finished" });
    expect(client.getQueryState(campaignKeys.list("finished"))?.isInvalidated).toBe(true);
  });

  it("takes the wait the hub announces: a scheduled campaign that started no longer says it is scheduled", () => {
    const client = new QueryClient();
    const scheduled = buildCampaign({
      id: 31,
      status: "scheduled",
      waiting: { reason: "schedule", until: "2026-12-04T19:40:00.000Z" },
    });
    client.setQueryData(campaignKeys.detail(31), scheduled);
    applyCampaignProgress(client, progress({ status: "sending" }));
    expect(client.getQueryData(campaignKeys.detail(31))).toMatchObject({ status: "sending", waiting: null });
    const limit = { reason: "limit" as const, until: "2026-12-05T19:40:00.000Z" };
    applyCampaignProgress(client, progress({ status: "sending", waiting: limit }));
    expect(client.getQueryData(campaignKeys.detail(31))).toMatchObject({ waiting: limit });
  });

  it("takes a removed draft out of every list and forgets its page, asking nobody again", () => {
    const client = new QueryClient();
    const draft = buildCampaign({ id: 35, name: "Borrador", status: "draft" });
    client.setQueryData(campaignKeys.detail(35), draft);
    client.setQueryData(campaignKeys.list(null), list([draft, sending], [older]));
    client.setQueryData(campaignKeys.list("draft"), list([draft]));
    const finished = list([older]);
    client.setQueryData(campaignKeys.list("finished"), finished);
    dropCampaign(client, 35);
    const all = client.getQueryData<CampaignListData>(campaignKeys.list(null));
    expect(all?.pages.map((page) => page.items.map((item) => item.id))).toEqual([[31], [20]]);
    expect(all?.pages[0]?.next).toBe(99);
    expect(client.getQueryData<CampaignListData>(campaignKeys.list("draft"))?.pages[0]?.items).toEqual([]);
    expect(client.getQueryData(campaignKeys.list("finished"))).toBe(finished);
    expect(client.getQueryData(campaignKeys.detail(35))).toBeUndefined();
    expect(client.getQueryState(campaignKeys.list(null))?.isInvalidated).toBe(false);
  });
});
