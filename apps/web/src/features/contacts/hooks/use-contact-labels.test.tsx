import { type ContactPage, HUB_EVENTS } from "@consola/shared";
import { QueryClient } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../../app/providers";
import { FakeHub } from "../../../lib/hub/fake-hub";
import { HubProvider } from "../../../lib/hub/hub-context";
import { buildContact } from "../../../test/fixtures";
import { contactKeys } from "../api/contacts-api";
import { useContactLabelsSync } from "./use-contact-labels";

describe("useContactLabelsSync", () => {
  it("a bulk batch's labels reach the listed contacts it names and their details, and no one else", () => {
    const hub = new FakeHub();
    const client = new QueryClient();
    const [ana, beto, carla] = [
      buildContact({ id: 1, name: "Ána", labelIds: [2] }),
      buildContact({ id: 2, name: "Beto", labelIds: [] }),
      buildContact({ id: 3, name: "Carla", labelIds: [5] }),
    ];
    const listKey = [...contactKeys.lists, { page: 1 }];
    client.setQueryData<ContactPage>(listKey, { total: 3, totalCapped: false, items: [ana, beto, carla] });
    client.setQueryData(contactKeys.detail(2), beto);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={client}>
        <HubProvider client={hub.asClient()}>{children}</HubProvider>
      </AppProviders>
    );
    renderHook(() => useContactLabelsSync(), { wrapper });

    act(() =>
      hub.emit(HUB_EVENTS.contactsRelabelled, { businessId: 1, contactIds: [1, 2], add: [5], remove: [] }),
    );
    const labelled = client.getQueryData<ContactPage>(listKey)?.items.map((item) => item.labelIds);
    expect(labelled).toEqual([[2, 5], [5], [5]]);
    expect(client.getQueryData<typeof beto>(contactKeys.detail(2))?.labelIds).toEqual([5]);

    act(() =>
      hub.emit(HUB_EVENTS.contactsRelabelled, { businessId: 1, contactIds: [1, 3], add: [], remove: [5] }),
    );
    const unlabelled = client.getQueryData<ContactPage>(listKey)?.items.map((item) => item.labelIds);
    expect(unlabelled).toEqual([[2], [5], []]);
  });

  it("a segment saved elsewhere makes the lists of a segment's members read again, and no other", () => {
    const hub = new FakeHub();
    const client = new QueryClient();
    const members = contactKeys.list({ search: "", page: 1, labelIds: [], labelMatch: "any", segmentId: 4 });
    const everyone = contactKeys.list({
      search: "",
      page: 1,
      labelIds: [],
      labelMatch: "any",
      segmentId: null,
    });
    const page: ContactPage = { total: 0, totalCapped: false, items: [] };
    client.setQueryData(members, page);
    client.setQueryData(everyone, page);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={client}>
        <HubProvider client={hub.asClient()}>{children}</HubProvider>
      </AppProviders>
    );
    renderHook(() => useContactLabelsSync(), { wrapper });

    act(() => hub.emit(HUB_EVENTS.configChanged, { businessId: 1, what: "segments" }));
    expect(client.getQueryState(members)?.isInvalidated).toBe(true);
    expect(client.getQueryState(everyone)?.isInvalidated).toBe(false);
  });
});
