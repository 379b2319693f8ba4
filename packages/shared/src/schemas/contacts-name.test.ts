import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, contactNameInput } from "./contacts.schema.js";

describe("contact names (decision 008)", () => {
  it("takes hyphens and apostrophes", () => {
    expect(contactNameInput.parse(" José Pérez-Núñez ")).toBe("José Pérez-Núñez");
    expect(contactNameInput.parse("O'Brien")).toBe("O'Brien");
    expect(contactNameInput.parse("D’Angelo")).toBe("D’Angelo");
  });

  it("still refuses digits and other signs, in Spanish", () => {
    for (const name of ["Juan 2", "Juan.Pérez", "<b>Ana</b>"]) {
      const result = contactNameInput.safeParse(name);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTACT_MESSAGES.nameLettersOnly);
    }
  });
});
