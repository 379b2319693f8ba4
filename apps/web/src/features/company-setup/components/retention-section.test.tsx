import { BUSINESS_MESSAGES, type BusinessSettings, type SaveSettingsBody } from "@consola/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render-screen";
import { RetentionSection } from "./retention-section";

const settings: BusinessSettings = {
  BusinessTimeZone: "America/Mexico_City",
  addHours: 0,
  phoneCountry: "MX",
};

function open(saved: BusinessSettings = settings) {
  const onSave = vi.fn(async (_body: SaveSettingsBody) => undefined);
  renderScreen(<RetentionSection settings={saved} saving={false} onSave={onSave} />, {
    path: "/config/overallCompanySetup",
    route: "/config/overallCompanySetup",
  });
  return { onSave, events: userEvent.setup() };
}

describe("retention section", () => {
  it("keeps everything by default, and sets a period in whole days within the limits", async () => {
    const { events, onSave } = open();
    expect(screen.getByRole("radio", { name: "Conservarlos siempre" })).toBeChecked();
    expect(screen.queryByRole("textbox", { name: /Días de conservación/ })).not.toBeInTheDocument();

    await events.click(screen.getByRole("radio", { name: "Borrarlos después de un plazo" }));
    const days = screen.getByRole("textbox", { name: /Días de conservación/ });
    await events.clear(days);
    await events.type(days, "10");
    expect(screen.getByText(BUSINESS_MESSAGES.retentionDaysInvalid)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Guardar conservación" })).toBeDisabled();

    await events.clear(days);
    await events.type(days, "90");
    await events.click(screen.getByRole("button", { name: "Guardar conservación" }));
    expect(onSave).toHaveBeenLastCalledWith({
      BusinessTimeZone: "America/Mexico_City",
      addHours: 0,
      phoneCountry: "MX",
      retentionDays: 90,
    });
  });

  it("going back to keeping everything sends no period (null)", async () => {
    const { events, onSave } = open({ ...settings, retentionDays: 180 });
    expect(screen.getByRole("radio", { name: "Borrarlos después de un plazo" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: /Días de conservación/ })).toHaveValue("180");
    await events.click(screen.getByRole("radio", { name: "Conservarlos siempre" }));
    await events.click(screen.getByRole("button", { name: "Guardar conservación" }));
    expect(onSave.mock.lastCall?.[0].retentionDays).toBeNull();
  });
});
