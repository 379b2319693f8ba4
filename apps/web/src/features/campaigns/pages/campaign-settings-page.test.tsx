import { CAMPAIGN_MESSAGES, type CampaignSettings, campaignsEndpoints } from "@consola/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bodiesOf, openAsAdmin } from "../../../test/admin-screen";
import { ok } from "../../../test/fake-fetch";
import { CampaignSettingsPage } from "./campaign-settings-page";

const settings: CampaignSettings = {
  currency: "USD",
  gapHours: 24,
  prices: [{ category: "MARKETING", country: "MX", price: 0.0436 }],
  lines: [
    {
      id: 4,
      kind: "whatsapp",
      phoneNumber: "+528112345678",
      rate: 80,
      messagingLimit: 1000,
      limitReportedAt: "2026-06-30T16:00:00.000Z",
    },
  ],
};

describe("campaign settings", () => {
  it("shows the price table with empty cells for no price, each line's pace, and saves the whole", async () => {
    const { events, calls } = openAsAdmin(<CampaignSettingsPage />, "/config/campaigns", {
      "POST /api/campaigns/GetCampaignSettings": ok(settings),
      "POST /api/campaigns/SaveCampaignSettings": ok(settings, CAMPAIGN_MESSAGES.settingsSaved),
    });
    const marketingMx = await screen.findByRole("textbox", { name: "Precio de Marketing en México" });
    expect(marketingMx).toHaveValue("0.0436");
    expect(screen.getByRole("textbox", { name: "Precio de SMS en Otros países" })).toHaveValue("");
    const line = screen.getByTestId("line-pace-row");
    expect(line).toHaveTextContent("Informado por Meta el 2026-06-30 10:00");
    const limit = within(line).getByRole("textbox", {
      name: "Límite diario de contactos de WhatsApp · +52 81 1234 5678",
    });
    expect(limit).toHaveValue("1,000");

    await events.type(screen.getByRole("textbox", { name: "Precio de SMS en Estados Unidos" }), "0.0125");
    await events.clear(limit);
    const rate = within(line).getByRole("textbox", { name: /^Mensajes por segundo de/ });
    await events.clear(rate);
    await events.type(rate, "2000");
    await events.click(screen.getByRole("button", { name: "Guardar configuración" }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.rateInvalid)).toBeInTheDocument();
    expect(calls.some((request) => request.url.endsWith("/SaveCampaignSettings"))).toBe(false);

    await events.clear(rate);
    await events.type(rate, "200");
    await events.click(screen.getByRole("button", { name: "Guardar configuración" }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.settingsSaved)).toBeInTheDocument();
    await waitFor(async () =>
      expect(await bodiesOf(calls, campaignsEndpoints.saveSettings.path)).toEqual([
        {
          currency: "USD",
          gapHours: 24,
          prices: [
            { category: "MARKETING", country: "MX", price: 0.0436 },
            { category: "SMS", country: "US", price: 0.0125 },
          ],
          lines: [{ id: 4, rate: 200, messagingLimit: null }],
        },
      ]),
    );
  });
});
