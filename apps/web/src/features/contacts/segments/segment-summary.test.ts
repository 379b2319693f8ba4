import type { Label, Segment } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../app/i18n/catalogue";
import { buildContactField } from "../../../test/fixtures";
import { segmentSummary } from "./segment-summary";

const t = i18n.t.bind(i18n);
const labels: Label[] = [
  { id: 3, name: "Mayoreo", color: "green", description: "", active: true },
  { id: 4, name: "VIP", color: "violet", description: "", active: true },
];
const fields = [
  buildContactField({ id: 1, key: "nivel", name: "Nivel", type: "list", options: ["Oro", "Plata"] }),
  buildContactField({ id: 2, key: "vip", name: "Cliente VIP", type: "yesno" }),
  buildContactField({ id: 3, key: "compras", name: "Compras", type: "number" }),
];
const everyone: Segment["conditions"] = {
  labelIds: [],
  labelMatch: "any",
  fields: [],
  optIn: "any",
  channel: "any",
  openChat: "any",
};
const summary = (conditions: Partial<Segment["conditions"]>) =>
  segmentSummary({ ...everyone, ...conditions }, { labels, fields }, t);

describe("a segment's summary", () => {
  it("says every contact when nothing narrows it", () => {
    expect(summary({})).toBe("Todos los contactos");
  });

  it("names one label, any of several or all of them, and a removed one as such", () => {
    expect(summary({ labelIds: [4] })).toBe("Con la etiqueta VIP");
    expect(summary({ labelIds: [3, 4] })).toBe("Con alguna de las etiquetas Mayoreo, VIP");
    expect(summary({ labelIds: [3, 9], labelMatch: "all" })).toBe(
      "Con todas las etiquetas Mayoreo, (etiqueta eliminada)",
    );
  });

  it("reads each field condition with the field's name, the operator's words and its value", () => {
    expect(
      summary({
        fields: [
          { key: "nivel", operator: "equals", value: "Oro" },
          { key: "vip", operator: "equals", value: true },
          { key: "compras", operator: "after", value: 1500 },
          { key: "nivel", operator: "empty", value: null },
          { key: "borrado", operator: "filled", value: null },
        ],
      }),
    ).toBe(
      "Nivel es igual a «Oro» · Cliente VIP es igual a Sí · Compras es mayor o posterior a 1,500 · " +
        "Nivel está vacío · borrado tiene un valor",
    );
  });

  it("joins opt-in, channel, activity, open chat and the registration dates in the builder's order", () => {
    expect(
      summary({
        labelIds: [3],
        optIn: "in",
        channel: "whatsapp",
        inboundWithinDays: 30,
        openChat: "no",
        createdFrom: "2025-01-01",
        createdTo: "2025-03-31",
      }),
    ).toBe(
      "Con la etiqueta Mayoreo · Acepta mensajes · Ha escrito por WhatsApp · Escribió en los últimos 30 días · " +
        "Sin chat abierto · Registrado del 2025-01-01 al 2025-03-31",
    );
    expect(summary({ optIn: "out", channel: "sms", inboundWithinDays: 1, openChat: "yes" })).toBe(
      "No acepta mensajes · Ha escrito por SMS · Escribió en el último día · Con chat abierto",
    );
    expect(summary({ createdFrom: "2025-01-01" })).toBe("Registrado desde el 2025-01-01");
    expect(summary({ createdTo: "2025-03-31" })).toBe("Registrado hasta el 2025-03-31");
  });
});
