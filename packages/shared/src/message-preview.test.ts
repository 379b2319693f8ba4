import { describe, expect, it } from "vitest";
import { MESSAGE_PREVIEW_CHARS } from "./constants.js";
import { messagePreview } from "./message-preview.js";

describe("messagePreview", () => {
  it("shows text as one line", () => {
    expect(messagePreview({ type: "text", body: "Hola,\n  ¿tienen   balatas?", caption: null })).toBe(
      "Hola, ¿tienen balatas?",
    );
  });

  it("names files, places and templates in words", () => {
    expect(messagePreview({ type: "image", body: "", caption: "" })).toBe("Imagen");
    expect(messagePreview({ type: "image", body: "", caption: "mi auto" })).toBe("Imagen: mi auto");
    expect(messagePreview({ type: "media", body: "", caption: "", mediaMime: "audio/ogg" })).toBe("Audio");
    expect(
      messagePreview({
        type: "media",
        body: "",
        caption: "",
        mediaMime: "application/pdf",
        mediaName: "factura.pdf",
      }),
    ).toBe("Archivo: factura.pdf");
    expect(messagePreview({ type: "media", body: "", caption: "", mediaMime: "video/mp4" })).toBe("Video");
    expect(messagePreview({ type: "location", body: "", caption: null })).toBe("Ubicación");
    expect(messagePreview({ type: "template", body: "", caption: null })).toBe("Plantilla");
    expect(messagePreview({ type: "template", body: "Tu pedido salió", caption: null })).toBe(
      "Tu pedido salió",
    );
  });

  it("cuts long text to the spec's length, ellipsis included", () => {
    const preview = messagePreview({ type: "text", body: "a".repeat(500), caption: null });
    expect(preview).toHaveLength(MESSAGE_PREVIEW_CHARS);
    expect(preview.endsWith("…")).toBe(true);
  });
});

describe("messagePreview of what WhatsApp sends besides text", () => {
  const card = { name: "Bárbara Jiménez", phones: [], emails: [] };
  it("describes contact cards, orders, reactions and placeholders in Spanish", () => {
    expect(
      messagePreview({
        type: "contacts",
        body: "",
        caption: null,
        details: { kind: "contacts", cards: [card] },
      }),
    ).toBe("Contacto compartido: Bárbara Jiménez");
    expect(
      messagePreview({
        type: "contacts",
        body: "",
        caption: null,
        details: { kind: "contacts", cards: [card, card] },
      }),
    ).toBe("2 contactos compartidos");
    const item = { productId: "a", quantity: 1, price: 10, currency: "MXN" };
    expect(
      messagePreview({
        type: "order",
        body: "¡Gracias!",
        caption: null,
        details: { kind: "order", catalogId: "1", items: [item, { ...item, productId: "b" }] },
      }),
    ).toBe("Pedido: 2 artículos");
    expect(
      messagePreview({
        type: "order",
        body: "",
        caption: null,
        details: { kind: "order", catalogId: "1", items: [item] },
      }),
    ).toBe("Pedido: 1 artículo");
    const reaction = { kind: "reaction" as const, emoji: "👍", targetId: 1, targetPreview: "Van en camino" };
    expect(messagePreview({ type: "reaction", body: "👍", caption: null, details: reaction })).toBe(
      "Reaccionó 👍 a «Van en camino»",
    );
    expect(
      messagePreview({ type: "reaction", body: "", caption: null, details: { ...reaction, emoji: "" } }),
    ).toBe("Quitó su reacción a «Van en camino»");
    expect(
      messagePreview({
        type: "unreadable",
        body: "…",
        caption: null,
        details: { kind: "unreadable", type: "poll", reason: "unknown" },
      }),
    ).toBe("Mensaje no compatible: poll");
  });
});
