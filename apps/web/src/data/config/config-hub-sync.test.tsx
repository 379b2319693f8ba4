import { HUB_EVENTS } from "@consola/shared";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeHub } from "../../lib/hub/fake-hub";
import { HubProvider } from "../../lib/hub/hub-context";
import { sessionQueryKeys } from "../../lib/session/session-api";
import { ConfigHubSync } from "./config-hub-sync";
import { configKeys } from "./config-keys";

function Reader({
  queryKey,
  read,
  name,
}: {
  queryKey: readonly unknown[];
  read: () => number;
  name: string;
}) {
  const { data } = useQuery({ queryKey, queryFn: async () => read(), staleTime: Infinity });
  return (
    <p>
      {name}: {data ?? "…"}
    </p>
  );
}

describe("ConfigHubSync", () => {
  it("reads again the part that changed, and the profile when the bots change", async () => {
    const hub = new FakeHub();
    const reads = { bots: 0, profile: 0, areas: 0 };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HubProvider client={hub.asClient()}>
          <ConfigHubSync />
          <Reader name="bots" queryKey={[...configKeys.of("bots"), "list"]} read={() => ++reads.bots} />
          <Reader name="perfil" queryKey={sessionQueryKeys.profile} read={() => ++reads.profile} />
          <Reader name="áreas" queryKey={[...configKeys.of("areas"), "list"]} read={() => ++reads.areas} />
        </HubProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("perfil: 1")).toBeTruthy();

    act(() => hub.emit(HUB_EVENTS.configChanged, { businessId: 1, what: "areas" }));
    await waitFor(() => expect(screen.getByText("áreas: 2")).toBeTruthy());
    expect(screen.getByText("perfil: 1")).toBeTruthy();

    act(() => hub.emit(HUB_EVENTS.configChanged, { businessId: 1, what: "bots" }));
    await waitFor(() => expect(screen.getByText("perfil: 2")).toBeTruthy());
    expect(screen.getByText("bots: 2")).toBeTruthy();
    expect(screen.getByText("áreas: 2")).toBeTruthy();
  });

  it("reads the business (its name, clock and colours) again when another console changes them", async () => {
    const hub = new FakeHub();
    const reads = { business: 0, profile: 0 };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HubProvider client={hub.asClient()}>
          <ConfigHubSync />
          <Reader name="empresa" queryKey={sessionQueryKeys.business} read={() => ++reads.business} />
          <Reader name="perfil" queryKey={sessionQueryKeys.profile} read={() => ++reads.profile} />
        </HubProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("empresa: 1")).toBeTruthy();

    act(() => hub.emit(HUB_EVENTS.configChanged, { businessId: 1, what: "colors" }));
    await waitFor(() => expect(screen.getByText("empresa: 2")).toBeTruthy());
    expect(screen.getByText("perfil: 1")).toBeTruthy();

    // The name is in the header twice: the business (MyBusiness) and the profile's business name.
    act(() => hub.emit(HUB_EVENTS.configChanged, { businessId: 1, what: "business" }));
    await waitFor(() => expect(screen.getByText("empresa: 3")).toBeTruthy());
    await waitFor(() => expect(screen.getByText("perfil: 2")).toBeTruthy());

    act(() => hub.emit(HUB_EVENTS.configChanged, { businessId: 1, what: "settings" }));
    await waitFor(() => expect(screen.getByText("empresa: 4")).toBeTruthy());
  });
});
