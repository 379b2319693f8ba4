import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { i18nReady } from "../../app/i18n/catalogue";
import { sessionStore } from "../../lib/session/session-store";
import { buildBusiness, FAKE_TOKEN } from "../../test/fixtures";
import { PhoneInput } from "./phone-input";

function Field() {
  const [value, setValue] = useState("");
  return (
    <>
      <PhoneInput label="Teléfono" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const typeNumber = async (digits: string) => {
  await i18nReady;
  render(
    <MantineProvider>
      <Field />
    </MantineProvider>,
  );
  fireEvent.change(screen.getByRole("textbox", { name: "Teléfono" }), { target: { value: digits } });
  return screen.getByTestId("value").textContent;
};

describe("the shared phone input", () => {
  afterEach(() => sessionStore.clear());

  it("takes a number typed without a code as Mexican when there is no business", async () => {
    expect(await typeNumber("8112345678")).toBe("+528112345678");
  });

  it("takes it as the signed-in business's country (decision 007)", async () => {
    sessionStore.signIn(FAKE_TOKEN, "ProviderAdmin");
    sessionStore.setBusiness(buildBusiness({ phoneCountry: "CO" }));
    expect(await typeNumber("3001234567")).toBe("+573001234567");
  });
});
