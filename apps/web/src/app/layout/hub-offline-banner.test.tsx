import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeHub } from "../../lib/hub/fake-hub";
import { HubProvider } from "../../lib/hub/hub-context";
import { AppProviders } from "../providers";
import { HubOfflineBanner, OFFLINE_BANNER_AFTER_MS } from "./hub-offline-banner";

const UNREACHABLE =
  "Sin conexión con el servidor: lo que pase en otras consolas no llega hasta que vuelva. Reintentando…";

afterEach(() => {
  vi.useRealTimers();
});

describe("HubOfflineBanner", () => {
  it("says the server is unreachable once the hub has been away a moment, and goes when it is back", () => {
    vi.useFakeTimers();
    const hub = new FakeHub();
    hub.setStatus("ready");
    render(
      <AppProviders>
        <HubProvider client={hub.asClient()}>
          <HubOfflineBanner />
        </HubProvider>
      </AppProviders>,
    );
    expect(screen.queryByText(UNREACHABLE)).not.toBeInTheDocument();

    // A quick reconnect shows nothing.
    act(() => hub.setStatus("connecting"));
    act(() => vi.advanceTimersByTime(OFFLINE_BANNER_AFTER_MS - 1));
    act(() => hub.setStatus("ready"));
    act(() => vi.advanceTimersByTime(OFFLINE_BANNER_AFTER_MS));
    expect(screen.queryByText(UNREACHABLE)).not.toBeInTheDocument();

    // Away for longer, between attempts too: the banner stays until the hub is live again.
    act(() => hub.setStatus("connecting"));
    act(() => vi.advanceTimersByTime(OFFLINE_BANNER_AFTER_MS));
    expect(screen.getByRole("status")).toHaveTextContent(UNREACHABLE);
    act(() => hub.setStatus("idle"));
    expect(screen.getByText(UNREACHABLE)).toBeInTheDocument();
    act(() => hub.setStatus("ready"));
    expect(screen.queryByText(UNREACHABLE)).not.toBeInTheDocument();
  });
});
