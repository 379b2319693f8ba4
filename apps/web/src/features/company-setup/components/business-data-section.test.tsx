import { BUSINESS_MESSAGES, type SaveMyBusinessBody } from "@consola/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildBusiness } from "../../../test/fixtures";
import { renderScreen } from "../../../test/render-screen";
import { BusinessDataSection } from "./business-data-section";

describe("business data section", () => {
  it("says every problem at once in the server's words, the RFC's too, and sends nothing", async () => {
    const onSave = vi.fn(async (_body: SaveMyBusinessBody) => undefined);
    renderScreen(<BusinessDataSection business={buildBusiness()} onSave={onSave} />, {
      path: "/config/overallCompanySetup",
      route: "/config/overallCompanySetup",
    });
    const events = userEvent.setup();
    await events.clear(screen.getByRole("textbox", { name: /^Correo/ }));
    const rfc = screen.getByRole("textbox", { name: /^RFC/ });
    await events.clear(rfc);
    await events.type(rfc, "RNO010101AB8");
    await events.clear(screen.getByRole("textbox", { name: /^Código postal/ }));
    await events.type(screen.getByRole("textbox", { name: /^Código postal/ }), "640");
    await events.click(screen.getByRole("button", { name: "Guardar datos" }));

    expect(await screen.findByText(BUSINESS_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(BUSINESS_MESSAGES.rfcCheckDigit)).toBeInTheDocument();
    expect(screen.getByText(BUSINESS_MESSAGES.postalCodeInvalid)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
