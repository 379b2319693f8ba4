import type { ChatPage } from "@consola/shared";
import { afterEach, describe, expect, it } from "vitest";
import { appQueryClient } from "../../../app/query-client";
import { buildActiveChat } from "../../../test/chats";
import { ok } from "../../../test/fake-fetch";
import { signedInAs } from "../../../test/session";
import { conversationQueries } from "../queries";
import { requestFirstChatsPage } from "./first-chats-page";
import { prefetchMyChats } from "./prefetch-my-chats";

const page = { total: 1, totalCapped: false, items: [buildActiveChat({ id: 5 })], nextCursor: null };
const openingKey = conversationQueries.myChats({ search: "", unreadOnly: false }).queryKey;

afterEach(() => appQueryClient().clear());

describe("the first page of my chats, asked for before /home renders", () => {
  it("asks with a bare fetch for what the page's query asks first, and hands the answer to the query", async () => {
    const { calls } = signedInAs("ProviderAgent", {
      routes: { "POST /api/admin/ListContactCurrentFind": ok(page) },
    });
    await prefetchMyChats(requestFirstChatsPage());
    expect(calls.filter((call) => call.url.endsWith("/api/admin/ListContactCurrentFind"))).toHaveLength(1);
    const early = calls[calls.length - 1];
    expect(early?.headers.get("Authorization")).toMatch(/^Bearer /);
    expect(appQueryClient().getQueryData(openingKey)).toEqual({ pages: [page], pageParams: [""] });

    // The page's own query would have sent the same body for its first page.
    appQueryClient().clear();
    await prefetchMyChats();
    const [first, second] = calls.filter((call) => call.url.endsWith("/api/admin/ListContactCurrentFind"));
    expect(await second?.clone().json()).toEqual(await first?.clone().json());
  });

  it("shares the early answer with a page that asks before it has landed", async () => {
    const { calls } = signedInAs("ProviderAgent", {
      routes: { "POST /api/admin/ListContactCurrentFind": ok(page) },
    });
    let land: (answer: ChatPage | null) => void = () => undefined;
    const early = new Promise<ChatPage | null>((resolve) => {
      land = resolve;
    });
    const prefetched = prefetchMyChats(early);
    // The page mounting meanwhile: its query's first fetch.
    const asked = appQueryClient().fetchInfiniteQuery(
      conversationQueries.myChats({ search: "", unreadOnly: false }),
    );
    land(page);
    await prefetched;
    expect(await asked).toEqual({ pages: [page], pageParams: [""] });
    expect(calls.filter((call) => call.url.endsWith("/api/admin/ListContactCurrentFind"))).toHaveLength(0);
  });

  it("asks again through the API client when the early answer failed", async () => {
    let answers = 0;
    const { calls } = signedInAs("ProviderAgent", {
      routes: {
        "POST /api/admin/ListContactCurrentFind": () => {
          answers++;
          return answers === 1 ? { status: 500, body: { isOk: false, message: "", data: null } } : ok(page);
        },
      },
    });
    await prefetchMyChats(requestFirstChatsPage());
    expect(calls.filter((call) => call.url.endsWith("/api/admin/ListContactCurrentFind"))).toHaveLength(2);
    expect(appQueryClient().getQueryData(openingKey)).toEqual({ pages: [page], pageParams: [""] });
  });
});
