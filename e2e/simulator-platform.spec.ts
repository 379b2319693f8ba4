import { expect, signIn, snap, test, USERS } from "./fixtures.js";

test.describe("contact simulator for platform admins", () => {
  test("platform admins see no message or notification dropdowns, and pick a business in the simulator", async ({
    page,
  }) => {
    await signIn(page, USERS.super);
    const header = page.getByRole("banner");
    await expect(header.getByTestId("hub-status")).toBeVisible();
    await expect(header.getByRole("button", { name: /^Mensajes nuevos/ })).toHaveCount(0);
    await expect(header.getByRole("button", { name: /^Notificaciones/ })).toHaveCount(0);
    await expect(header.getByRole("button", { name: "Contactos" })).toHaveCount(0);
    await snap(page, "platform-01-header");

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Simulador de contactos" }).click();
    await expect(page).toHaveURL(/\/simulador$/);
    await page.getByRole("combobox", { name: "Empresa que quieres probar" }).fill("refaccionaria");
    // The server's answer to the search is in once the other demo business has left the options.
    await expect(page.getByRole("option", { name: /Café Andino/ })).toHaveCount(0);
    await page.getByRole("option", { name: /Refaccionaria del Norte/ }).click();
    await expect(page).toHaveURL(/business_id=1/);
    // Other journeys add contacts: find the demo one by name.
    await page.getByPlaceholder("Buscar contacto por nombre o número").fill("Jorge");
    await expect(page.getByTestId("simulator-contacts")).toContainText("Jorge Salinas");
    await page.getByTestId("simulator-contacts").getByText("Jorge Salinas").click();
    await expect(page.getByLabel("Número del contacto")).toHaveValue("+528181234567");
    await page.getByTestId("simulator-channel").locator("label").filter({ hasText: "SMS" }).click();
    await page.getByRole("button", { name: "Abrir chat" }).click();
    const phone = page.getByTestId("simulator-phone");
    await phone.getByLabel("Escribe un mensaje").fill("Hola, ¿tienen filtros de aceite?");
    await phone.getByLabel("Escribe un mensaje").press("Enter");
    await expect(phone.getByTestId("message").filter({ hasText: "¿tienen filtros de aceite?" })).toHaveCount(
      1,
    );
    await expect(phone).toContainText("SMS");

    // A location: the contact shares where they are.
    await phone.getByRole("button", { name: "Enviar ubicación" }).click();
    await page.getByLabel("Nombre del lugar (opcional)").fill("Taller Salinas");
    await page.getByRole("button", { name: "Enviar ubicación" }).last().click();
    const place = phone.getByTestId("message-location").filter({ hasText: "Taller Salinas" });
    await expect(place).toContainText("25.669400, -100.309700");
    await expect(place.getByRole("link", { name: "Ver en el mapa" })).toHaveAttribute(
      "href",
      /openstreetmap/,
    );
    await snap(page, "platform-02-simulator");
  });
});
