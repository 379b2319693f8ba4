import { BUSINESS_MESSAGES, DEFAULT_COLORS } from "@consola/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render-screen";
import { ClockSection } from "./clock-section";
import { ColorsSection } from "./colors-section";

const where = { path: "/config/overallCompanySetup", route: "/config/overallCompanySetup" };

describe("clock and colours sections", () => {
  it("says extra hours out of range are not valid, in the server's words, and holds the save back", () => {
    const onSave = vi.fn(async () => undefined);
    renderScreen(
      <ClockSection
        settings={{ BusinessTimeZone: "America/Mexico_City", addHours: 13, phoneCountry: "MX" }}
        saving={false}
        onSave={onSave}
      />,
      where,
    );
    expect(screen.getByText(BUSINESS_MESSAGES.addHoursInvalid)).toBeInTheDocument();
    expect(BUSINESS_MESSAGES.addHoursInvalid).toBe(
      "Las horas adicionales deben ser un número entero entre -12 y 12",
    );
    expect(screen.getByRole("button", { name: "Guardar zona horaria" })).toBeDisabled();
  });

  it("says a colour typed half-way is not #RRGGBB, and holds the save back", async () => {
    const onSave = vi.fn(async () => undefined);
    renderScreen(
      <ColorsSection saved={DEFAULT_COLORS} saving={false} onSave={onSave} businessName="Norte" />,
      where,
    );
    const events = userEvent.setup();
    const title = screen.getByRole("textbox", { name: "Título" });
    await events.clear(title);
    expect(screen.queryByText("El color debe tener el formato #RRGGBB")).not.toBeInTheDocument();
    await events.type(title, "#12");
    expect(await screen.findByText("El color debe tener el formato #RRGGBB")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Guardar colores" })).toBeDisabled();
  });
});
