import { MESSAGES, USER_MESSAGES } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { platformUserFormRules, platformUserFormValues } from "./platform-user-form-values";
import { userFormRules, userFormValues } from "./user-form-values";

const filled = {
  ...userFormValues(null),
  name: "José Pérez-Núñez",
  role: "ProviderAgent" as const,
  phone: "+528112345678",
  email: "jose@norte.demo",
};

describe("the person forms", () => {
  it("says in the server's words what a business's person is missing", () => {
    expect(userFormRules(userFormValues(null))).toEqual({
      name: USER_MESSAGES.nameRequired,
      role: USER_MESSAGES.roleRequired,
      phone: USER_MESSAGES.phoneRequired,
      email: MESSAGES.emailRequired,
    });
    expect(userFormRules(filled)).toEqual({});
  });

  it("refuses a name with digits, a phone that is no number, a bad e-mail and a capacity out of range", () => {
    expect(
      userFormRules({ ...filled, name: "Ana 2", phone: "+52123", email: "ana@", maxOpenChats: 51 }),
    ).toEqual({
      name: USER_MESSAGES.nameInvalid,
      phone: USER_MESSAGES.phoneInvalid,
      email: MESSAGES.emailInvalid,
      maxOpenChats: USER_MESSAGES.maxOpenChatsRange,
    });
    // The phone input keeps a lone "+" once its digits are erased: nothing was typed.
    expect(userFormRules({ ...filled, phone: "+" })).toEqual({ phone: USER_MESSAGES.phoneRequired });
  });

  it("asks a platform person for a name, an e-mail and a role", () => {
    expect(platformUserFormRules(platformUserFormValues(null))).toEqual({
      name: USER_MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      role: USER_MESSAGES.roleRequired,
    });
    expect(
      platformUserFormRules({ name: "Regina", email: "regina@consola.demo", role: "VocomAdmin" }),
    ).toEqual({});
  });
});
