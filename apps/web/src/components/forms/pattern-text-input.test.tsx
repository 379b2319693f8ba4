import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render-screen";
import { PatternTextInput } from "./pattern-text-input";

function NameField() {
  const [value, setValue] = useState("");
  return <PatternTextInput label="Nombre" pattern="name" value={value} onChange={setValue} />;
}

describe("PatternTextInput", () => {
  it("takes a hyphenated or apostrophe name whole, and refuses a digit with a hint under the field", async () => {
    renderScreen(<NameField />, { path: "/", route: "/" });
    const events = userEvent.setup();
    const input = await screen.findByRole<HTMLInputElement>("textbox", { name: "Nombre" });
    await events.type(input, "José Pérez-Núñez");
    expect(input.value).toBe("José Pérez-Núñez");
    expect(screen.getByTestId("pattern-hint")).toHaveTextContent("");

    await events.type(input, "2");
    expect(input.value).toBe("José Pérez-Núñez");
    expect(screen.getByRole("status")).toHaveTextContent(
      "No se aceptó «2»: aquí solo van letras, espacios, guiones (-) y apóstrofos (').",
    );

    await events.clear(input);
    await events.type(input, "O'Brien");
    expect(input.value).toBe("O'Brien");
    expect(screen.getByTestId("pattern-hint")).toHaveTextContent("");
  });
});
