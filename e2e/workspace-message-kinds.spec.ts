import type { MessageView } from "@consola/shared";
import { checkScreen, expect, test } from "./fixtures.js";
import { adminAndAgentOnNewChat, apiPost, pageToken } from "./helpers-workspace.js";

/**
 * What contacts send besides text reaches the agent's open conversation live: a shared contact
 * card the agent saves as a contact, a catalogue order with its total, a reaction on the agent's reply, a
 * placeholder for a type the console cannot show, and the ad the contact came from. The contact plays them
 * on the sandbox line with the same items WhatsApp's webhook carries.
 */
test.describe("conversations workspace: what contacts send besides text", () => {
  test("a contact card, an order, a reaction and a placeholder show in the conversation", async ({
    browser,
    request,
  }) => {
    const name = `Tipos Prueba ${Date.now() % 100_000}`;
    const { admin, agent, conversationId, phoneNumber } = await adminAndAgentOnNewChat(browser, request, {
      name,
      message: "Hola, vi su anuncio",
    });
    const adminToken = await pageToken(admin);
    const agentToken = await pageToken(agent);
    const contactSends = (body: Record<string, unknown>) =>
      apiPost(request, adminToken, "/api/sandbox/Send", { phoneNumber, name, ...body });

    await contactSends({
      item: {
        type: "contacts",
        contacts: [
          {
            name: { formatted_name: "Bárbara Jiménez", first_name: "Bárbara", last_name: "Jiménez" },
            org: { company: "Llantas del Valle" },
            phones: [{ phone: "+52 81 5550 0829", wa_id: "5218155500829", type: "MOBILE" }],
            emails: [{ email: "barbara@llantasdelvalle.mx", type: "WORK" }],
          },
        ],
      },
    });
    await contactSends({
      item: {
        type: "order",
        order: {
          catalog_id: "194836987003835",
          text: "Estas dos, por favor",
          product_items: [
            { product_retailer_id: "balata-delantera", quantity: 2, item_price: 450, currency: "MXN" },
            { product_retailer_id: "filtro-aceite", quantity: 1, item_price: 180, currency: "MXN" },
          ],
        },
      },
    });
    await contactSends({ item: { type: "poll", poll: { question: "¿Cuál prefieres?" } } });

    const list = agent.getByTestId("message-list");
    const card = list.getByTestId("contact-card");
    await expect(card).toContainText("Bárbara Jiménez");
    await expect(card).toContainText("Llantas del Valle");
    const order = list.getByTestId("message-order");
    await expect(order).toContainText("balata-delantera");
    await expect(list.getByTestId("order-total")).toContainText("$1,080.00");
    await expect(list.getByTestId("message-unreadable")).toContainText("«poll»");

    // The agent answers; the contact reacts to that answer, and the emoji appears on it live.
    const reply = await apiPost<MessageView>(request, agentToken, "/api/wp/SendMessage", {
      conversationId,
      message: "Con gusto, te las aparto.",
    });
    const answer = list.getByTestId("message").filter({ hasText: "Con gusto, te las aparto." });
    await expect(answer.getByTestId("delivery-status")).toHaveAttribute("data-status", /sent|delivered|read/);
    await contactSends({ reaction: { messageId: reply.id, emoji: "👍" } });
    await expect(answer.getByTestId("message-reaction")).toHaveAccessibleName(/👍/);
    await expect(
      agent.getByTestId("chat-row").filter({ hasText: name }).getByTestId("chat-preview"),
    ).toHaveText("Reaccionó 👍 a «Con gusto, te las aparto.»");
    await checkScreen(agent, "workspace-message-kinds-01");

    // Taking the reaction back removes it.
    await contactSends({ reaction: { messageId: reply.id, emoji: "" } });
    await expect(answer.getByTestId("message-reaction")).toHaveCount(0);

    // The card becomes a contact of the business, from the form it fills in.
    await card.getByTestId("save-contact").click();
    const form = agent.getByRole("dialog", { name: "Nuevo contacto" });
    await expect(form.getByRole("textbox", { name: "Nombre", exact: true })).toHaveValue("Bárbara Jiménez");
    await expect(form.getByRole("textbox", { name: "Correo" })).toHaveValue("barbara@llantasdelvalle.mx");
    await expect(form.getByRole("textbox", { name: "Empresa" })).toHaveValue("Llantas del Valle");
    await checkScreen(agent, "workspace-message-kinds-02-save-contact");
    await form.getByRole("button", { name: "Guardar contacto" }).click();
    await expect(form).toBeHidden();
    await expect(agent.getByRole("row").filter({ hasText: "+52 81 5550 0829" }).first()).toContainText(
      "Bárbara Jiménez",
    );
  });
});
