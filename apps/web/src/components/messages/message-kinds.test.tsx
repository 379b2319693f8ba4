import { INBOUND_TEXTS, type MessageView } from "@consola/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildMessage } from "../../test/chats";
import { renderScreen } from "../../test/render-screen";
import { signedInAs } from "../../test/session";
import { MessageList } from "./message-list";
import { staticHistory } from "./testing/static-history";

function showList(messages: MessageView[]) {
  signedInAs("ProviderAgent");
  return renderScreen(<MessageList history={staticHistory(messages)} />, { path: "/home", route: "/home" });
}

const bubbleOf = (id: number) =>
  screen.getAllByTestId("message").find((element) => element.dataset.messageId === String(id)) as HTMLElement;

describe("what a contact sends beyond text", () => {
  it("an order lists each product with quantity, unit price and subtotal, the total, and the contact's words", () => {
    showList([
      buildMessage({
        id: 1,
        type: "order",
        body: "Los quiero para el viernes",
        details: {
          kind: "order",
          catalogId: "cat-1",
          items: [
            { productId: "BAL-200", quantity: 2, price: 450, currency: "MXN" },
            { productId: "ACE-5W30", quantity: 1, price: 350.5, currency: "MXN" },
          ],
        },
      }),
    ]);
    const order = screen.getByTestId("message-order");
    expect(within(order).getByText("3 artículos")).toBeInTheDocument();
    const table = within(order).getByRole("table", { name: "Productos del pedido" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) =>
        within(row)
          .queryAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [],
      ["BAL-200", "2 × $450.00", "$900.00"],
      ["ACE-5W30", "1 × $350.50", "$350.50"],
      ["$1,250.50"],
    ]);
    expect(within(table).getByRole("rowheader", { name: "Total" })).toBeInTheDocument();
    // The contact's own words sit under the order.
    expect(within(bubbleOf(1)).getByText("Los quiero para el viernes")).toBeInTheDocument();
  });

  it("a reaction sits on the message it reacts to, named for screen readers; a reaction row is never a bubble", () => {
    showList([
      buildMessage({ id: 1, direction: "out", author: "agent", body: "Le llega mañana", reaction: "👍" }),
      buildMessage({
        id: 2,
        type: "reaction",
        body: "Reaccionó 👍 a «Le llega mañana»",
        details: { kind: "reaction", emoji: "👍", targetId: 1, targetPreview: "Le llega mañana" },
      }),
      buildMessage({ id: 3, body: "Gracias" }),
    ]);
    expect(screen.getAllByTestId("message").map((element) => element.dataset.messageId)).toEqual(["1", "3"]);
    expect(within(bubbleOf(1)).getByRole("img", { name: "Reacción del contacto: 👍" })).toBeInTheDocument();
    expect(within(bubbleOf(3)).queryByTestId("message-reaction")).not.toBeInTheDocument();
    expect(screen.queryByText(/Reaccionó/)).not.toBeInTheDocument();
  });

  it("a message the console cannot show is a placeholder that names its type and asks for another format", () => {
    const body =
      "El contacto envió un mensaje de tipo «poll» que la consola no puede mostrar. Pídele que lo envíe en otro formato.";
    showList([
      buildMessage({
        id: 1,
        type: "unreadable",
        body,
        details: { kind: "unreadable", type: "poll", reason: "unknown" },
      }),
    ]);
    const placeholder = within(bubbleOf(1)).getByTestId("message-unreadable");
    expect(within(placeholder).getByText("Mensaje no compatible")).toBeInTheDocument();
    expect(within(placeholder).getByText(body)).toBeInTheDocument();
    expect(bubbleOf(1).querySelector("[data-kind='unreadable']")).not.toBeNull();
  });

  it("a number change is a centred line of the chat, not a bubble", () => {
    const body = "El contacto cambió su número de WhatsApp de +52 81 1234 5678 a +52 81 8765 4321.";
    showList([
      buildMessage({ id: 1, body: "Hola" }),
      buildMessage({
        id: 2,
        type: "system",
        author: "system",
        body,
        details: { kind: "number_changed", from: "+528112345678", to: "+528187654321", linkedContact: null },
      }),
    ]);
    expect(screen.getAllByTestId("message")).toHaveLength(1);
    const line = screen.getByTestId("system-line");
    expect(line).toHaveTextContent(body);
    expect(line).toHaveAttribute("data-message-id", "2");
  });

  it("a contact's file not downloaded yet says so, and a failed download says it failed", () => {
    showList([
      buildMessage({ id: 1, type: "image", media: null, mediaPending: true }),
      buildMessage({
        id: 2,
        type: "media",
        media: null,
        mediaPending: true,
        error: INBOUND_TEXTS.mediaDownloadFailed,
      }),
      buildMessage({
        id: 3,
        type: "media",
        media: null,
        mediaPending: false,
        error: INBOUND_TEXTS.mediaDownloadFailed,
      }),
    ]);
    expect(within(bubbleOf(1)).getByText("Descargando el archivo…")).toBeInTheDocument();
    // Still retrying after a failure: the failure shows, and that it will be tried again.
    expect(within(bubbleOf(2)).getByText("No se pudo descargar el archivo")).toBeInTheDocument();
    expect(within(bubbleOf(2)).getByText("Se intentará descargar de nuevo")).toBeInTheDocument();
    // Given up.
    expect(within(bubbleOf(3)).getByText("No se pudo descargar el archivo")).toBeInTheDocument();
    expect(within(bubbleOf(3)).queryByText("Se intentará descargar de nuevo")).not.toBeInTheDocument();
  });
});
