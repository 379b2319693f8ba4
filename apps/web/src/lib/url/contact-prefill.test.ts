import { describe, expect, it } from "vitest";
import { newContactLink, prefillFromCard, readContactPrefill } from "./contact-prefill";

describe("contact prefill", () => {
  it("takes the card's first readable number in E.164, its first e-mail and its company", () => {
    expect(
      prefillFromCard({
        name: " Laura Garza ",
        phones: [{ phone: "oficina" }, { phone: "+52 1 81 1234 5678" }],
        emails: [{ email: "laura@garza.mx" }, { email: "otra@garza.mx" }],
        organization: { company: "Refacciones Garza", title: "Compras" },
      }),
    ).toEqual({
      name: "Laura Garza",
      phoneNumber: "+528112345678",
      email: "laura@garza.mx",
      company: "Refacciones Garza",
    });
  });

  it("falls back to WhatsApp's id of the number, and leaves an unreadable number for the agent", () => {
    const card = { name: "Ana", emails: [], phones: [{ phone: "Celular de Ana", waId: "573001234567" }] };
    expect(prefillFromCard(card).phoneNumber).toBe("+573001234567");
    expect(prefillFromCard({ ...card, phones: [{ phone: "n/d" }] })).toEqual({
      name: "Ana",
      phoneNumber: "",
      email: "",
      company: "",
    });
  });

  it("reads back only a well-formed prefill from the history state", () => {
    const { to, state } = newContactLink({ name: "Ana", phoneNumber: "", email: "", company: "" });
    expect(to).toBe("/contact?new=new");
    expect(readContactPrefill(state)).toEqual(state.contactPrefill);
    expect(readContactPrefill(null)).toBeNull();
    expect(readContactPrefill({ other: 1 })).toBeNull();
    expect(readContactPrefill({ contactPrefill: { name: 3, email: "a@b.mx" } })).toEqual({
      name: "",
      phoneNumber: "",
      email: "a@b.mx",
      company: "",
    });
  });
});
