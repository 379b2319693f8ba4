import { CAMPAIGN_MESSAGES, type CampaignSettings } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { cellIndex, settingsBody, settingsErrors, settingsValues } from "./settings-values";

const settings: CampaignSettings = {
  currency: "USD",
  gapHours: 24,
  prices: [
    { category: "MARKETING", country: "MX", price: 0.0436 },
    { category: "SMS", country: "US", price: 0.0079 },
  ],
  lines: [
    {
      id: 4,
      kind: "whatsapp",
      phoneNumber: "+528112345678",
      rate: 80,
      messagingLimit: 1000,
      limitReportedAt: null,
    },
    {
      id: 5,
      kind: "sms",
      phoneNumber: "+528187654321",
      rate: 10,
      messagingLimit: null,
      limitReportedAt: null,
    },
  ],
};

describe("campaign settings form", () => {
  it("shows every price cell, empty where the table has no price, and saves only the priced ones", () => {
    const values = settingsValues(settings);
    expect(values.prices).toHaveLength(16);
    expect(values.prices[cellIndex("MARKETING", "MX")]?.price).toBe(0.0436);
    expect(values.prices[cellIndex("UTILITY", "MX")]?.price).toBe("");
    expect(values.lines[1]?.messagingLimit).toBe("");
    expect(settingsBody(values)).toEqual({
      currency: "USD",
      gapHours: 24,
      prices: [
        { category: "MARKETING", country: "MX", price: 0.0436 },
        { category: "SMS", country: "US", price: 0.0079 },
      ],
      lines: [
        { id: 4, rate: 80, messagingLimit: 1000 },
        { id: 5, rate: 10, messagingLimit: null },
      ],
    });
  });

  it("puts each refusal under its own cell or line, in the contract's words", () => {
    const values = settingsValues(settings);
    const cell = cellIndex("SMS", "US");
    values.prices[cell] = { category: "SMS", country: "US", price: 0.00001 };
    values.lines[0] = { id: 4, rate: 2000, messagingLimit: 1000 };
    values.gapHours = "";
    expect(settingsErrors(values)).toEqual({
      [`prices.${cell}.price`]: CAMPAIGN_MESSAGES.priceInvalid,
      "lines.0.rate": CAMPAIGN_MESSAGES.rateInvalid,
      gapHours: CAMPAIGN_MESSAGES.gapInvalid,
    });
  });
});
