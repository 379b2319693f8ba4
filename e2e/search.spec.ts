import { checkScreen, DATABASE_PASS, expect, signIn, test, USERS } from "./fixtures.js";
import { apiToken, contactWrites, newPhone } from "./helpers-workspace.js";

/** Letters only, different on every run: a word no other journey writes. */
const uniqueWord = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

test.describe("header search", { tag: DATABASE_PASS }, () => {
  test("finds contacts, chats and messages of the business; 'Ver más' pages; each result opens its screen", async ({
    page,
    request,
  }) => {
    const word = `zafiro${uniqueWord()}`;
    const surname = `Búsqueda${uniqueWord()}`;
    const name = `Renata ${surname}`;
    const phone = newPhone();
    const token = await apiToken(request, USERS.norteAdmin);
    // 21 messages with the word: one more than a page.
    let contactId = 0;
    let conversationId = 0;
    for (let index = 1; index <= 21; index++) {
      const sent = await contactWrites(request, token, {
        phoneNumber: phone.e164,
        name,
        message: `Mensaje ${index}: busco el ${word.toUpperCase()} azul`,
      });
      contactId = sent.contactId;
      conversationId = sent.conversationId;
    }

    await signIn(page, USERS.norteAdmin);
    // At 1366 px the header has a search button; the page has its own box.
    await page.getByRole("banner").getByRole("button", { name: "Buscar en la consola" }).click();
    await expect(page).toHaveURL(/\/search$/);
    // The pointer leaves the header, so no tooltip is fading out while the screen is checked.
    await page.mouse.move(700, 500);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await expect(page.getByText("Busca por nombre o teléfono de un contacto")).toBeVisible();
    const box = page.getByRole("main").getByRole("searchbox", { name: "Búsqueda" });
    await box.focus();
    await page.keyboard.type(word);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));

    const messages = page.getByRole("region", { name: "Mensajes" });
    await expect(messages.getByRole("link")).toHaveCount(20);
    await expect(messages.getByText("20 resultados")).toBeVisible();
    await expect(messages.getByRole("link").first()).toContainText(
      `Mensaje 21: busco el ${word.toUpperCase()}`,
    );
    await expect(page.getByRole("region", { name: "Contactos" })).toContainText("Ningún contacto coincide");
    await expect(page.getByRole("region", { name: "Chats" })).toContainText("Ningún chat coincide");
    await checkScreen(page, "search-01-messages");

    await messages.getByRole("button", { name: "Ver más" }).click();
    await expect(messages.getByRole("link")).toHaveCount(21);
    await expect(messages.getByRole("button", { name: "Ver más" })).toHaveCount(0);
    await expect(messages.getByRole("link").last()).toContainText("Mensaje 1:");

    // A message opens its chat's detail page (the chat waits in the pending queue).
    await messages.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/chat-pendient/detail\\?chat=${conversationId}$`));
    await expect(page.getByTestId("chat-summary")).toContainText(name);

    // By the contact's name, accents aside: the contact and its chat.
    await page.goto(`/search?q=${encodeURIComponent(surname.replace("ú", "u").toLowerCase())}`);
    const contacts = page.getByRole("region", { name: "Contactos" });
    await expect(contacts.getByRole("link")).toHaveCount(1);
    await expect(contacts.getByRole("link")).toContainText(name);
    const chats = page.getByRole("region", { name: "Chats" });
    await expect(chats.getByRole("link")).toHaveCount(1);
    await expect(chats.getByRole("link")).toContainText("Pendiente");
    await expect(page.getByRole("region", { name: "Mensajes" })).toContainText(
      "Ningún mensaje contiene esas palabras",
    );
    await checkScreen(page, "search-02-contact-and-chat");
    await contacts.getByRole("link", { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?tok=${contactId}$`));
    await expect(page.getByRole("dialog")).toContainText(name);

    // By the number's digits.
    await page.goto(`/search?q=${phone.typed}`);
    await expect(page.getByRole("region", { name: "Contactos" }).getByRole("link")).toContainText(name);
    await page.getByRole("region", { name: "Chats" }).getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/chat-pendient/detail\\?chat=${conversationId}$`));

    // Nothing anywhere: each section says so.
    await page.goto(`/search?q=${uniqueWord()}qq`);
    await expect(page.getByText("Ningún contacto coincide")).toBeVisible();
    await expect(page.getByText("Ningún chat coincide")).toBeVisible();
    await expect(page.getByText("Ningún mensaje contiene esas palabras")).toBeVisible();
    await checkScreen(page, "search-03-nothing");
  });

  test("another business's agent finds none of it", async ({ page, request }) => {
    const word = `rubi${uniqueWord()}`;
    const token = await apiToken(request, USERS.norteAdmin);
    await contactWrites(request, token, {
      phoneNumber: newPhone().e164,
      name: `Norte ${word}`,
      message: `Solo de Norte: ${word}`,
    });
    await signIn(page, USERS.andinoSupervisor);
    await page.goto(`/search?q=${word}`);
    await expect(page.getByText("Ningún contacto coincide")).toBeVisible();
    await expect(page.getByText("Ningún chat coincide")).toBeVisible();
    await expect(page.getByText("Ningún mensaje contiene esas palabras")).toBeVisible();
  });
});
