import { CHANNEL_LINE_MESSAGES } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { buildWhatsappLine } from "../../../test/fixtures";
import { initialLineValues, lineBody, lineFormErrors, storedCredential } from "./line-form-values";

const line = buildWhatsappLine({
  id: 7,
  credentialsSet: ["accessToken", "verifyToken"],
  credentialHints: { accessToken: "9XyZ", verifyToken: "" },
});

describe("the line form", () => {
  it("starts a saved line's credentials empty and knows which are stored, with their hints", () => {
    const values = initialLineValues(line);
    expect(values.credentials).toEqual({ accessToken: "", appSecret: "", verifyToken: "", wabaId: "" });
    expect(storedCredential(line, "accessToken")).toEqual({ saved: true, hint: "9XyZ" });
    expect(storedCredential(line, "verifyToken")).toEqual({ saved: true, hint: "" });
    expect(storedCredential(line, "appSecret")).toEqual({ saved: false, hint: "" });
  });

  it("sends only the credentials typed, so empty ones keep what is stored", () => {
    const values = initialLineValues(line);
    values.credentials.appSecret = "  nuevo-secreto ";
    values.active = false;
    expect(lineBody(values, line)).toEqual({
      id: 7,
      kind: "whatsapp",
      provider: "whatsapp_cloud",
      phoneNumber: "+528112345678",
      externalId: "109876543210",
      credentials: { appSecret: "nuevo-secreto" },
      status: "inactive",
    });
  });

  it("asks for a required key only when none is stored, and for the line's id", () => {
    expect(lineFormErrors(initialLineValues(line), line)).toEqual({});
    const fresh = initialLineValues(null);
    expect(lineFormErrors(fresh, null)).toEqual({
      externalId: CHANNEL_LINE_MESSAGES.externalIdRequired,
      "credentials.accessToken": CHANNEL_LINE_MESSAGES.credentialRequired("accessToken"),
    });
    expect(CHANNEL_LINE_MESSAGES.credentialRequired("accessToken")).toBe("Falta la llave «Token de acceso»");
    const sms = { ...initialLineValues(null), kind: "sms" as const, provider: "twilio" as const };
    expect(Object.keys(lineFormErrors({ ...sms, externalId: "+14155550100" }, null))).toEqual([
      "credentials.accountSid",
      "credentials.authToken",
    ]);
  });
});
