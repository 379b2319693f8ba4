import { expect, signIn, snap, test, USERS } from "./fixtures.js";
import { apiPost, apiToken, contactWrites, newPhone, pageToken } from "./helpers-workspace.js";

/**
 * Contact names and messages come from outside (any WhatsApp user can write anything). Script and markup in
 * them must show as text on every screen, never run.
 */
const NAME = `<img src=x onerror="window.__xss='name'">Hacker`;
const MESSAGE = `<script>window.__xss='message'</script><b>negrita</b> "><svg onload="window.__xss='svg'">`;

test("script and markup from contacts render as plain text everywhere", async ({ page, request }) => {
  const adminToken = await apiToken(request, USERS.andinoAdmin);
  const phone = newPhone();
  const { conversationId, contactId } = await contactWrites(request, adminToken, {
    phoneNumber: phone.typed,
    name: NAME,
    message: MESSAGE,
  });

  await signIn(page, USERS.andinoAdmin);
  // Café Andino's area selector holds new chats; its welcome bot writes the name back to the contact.
  await page.goto("/chat-selector-area");
  await expect(page.getByText(NAME).first()).toBeVisible();

  await apiPost(request, await pageToken(page), "/api/wp/TakePendient", { id: conversationId, agentId: 0 });
  await page.goto(`/home?ci=${contactId}`);
  await expect(page.getByText(MESSAGE).first()).toBeVisible();
  await expect(page.getByTestId("message").filter({ hasText: `¡Hola ${NAME}!` })).toHaveCount(1);
  await snap(page, "xss-home");

  await page.goto(`/contact?tok=${contactId}`);
  await expect(page.getByText(NAME).first()).toBeVisible();
  await snap(page, "xss-contact");
  await page.keyboard.press("Escape");

  await page.getByRole("banner").getByRole("button", { name: "Notificaciones" }).click();
  await snap(page, "xss-notifications");

  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  // Nothing was turned into elements either.
  expect(await page.locator("b", { hasText: "negrita" }).count()).toBe(0);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
