import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../test/session";
import { renderFeature } from "../testing/render-feature";
import { WindowCountdown } from "./window-countdown";

afterEach(() => vi.useRealTimers());

describe("WindowCountdown", () => {
  it("shows hours and minutes left and keeps counting", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2026-11-22T12:00:00.000Z"));
    signedInAs("ProviderAgent");
    renderFeature(<WindowCountdown expiresAt="2026-11-22T14:05:30.000Z" channel="whatsapp" />);
    expect(await screen.findByTestId("window-countdown")).toHaveTextContent("Cierra en 2 h 5 min");
    await act(async () => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    expect(screen.getByTestId("window-countdown")).toHaveTextContent("Cierra en 2 h 3 min");
    await act(async () => {
      vi.advanceTimersByTime(3 * 3_600_000);
    });
    expect(screen.getByTestId("window-countdown")).toHaveTextContent("Ventana de 24 h cerrada");
  });

  it("says SMS chats have no 24-hour limit", async () => {
    signedInAs("ProviderAgent");
    renderFeature(<WindowCountdown expiresAt={null} channel="sms" />);
    expect(await screen.findByTestId("window-countdown")).toHaveTextContent("Sin límite de 24 h");
  });
});
