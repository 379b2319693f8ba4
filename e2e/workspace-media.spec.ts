import { expect, signIn, snap, test, USERS } from "./fixtures.js";
import { apiPost, apiToken, BLUE_PNG, newPhone, pageToken } from "./helpers-workspace.js";

test.describe("conversations workspace: media", () => {
  test("a photo sent by the contact shows in the agent's conversation, full size on click", async ({
    page,
    request,
  }) => {
    const adminToken = await apiToken(request, USERS.norteAdmin);
    const contact = newPhone();
    const sent = await request.post("/api/sandbox/SendMedia", {
      headers: { Authorization: `Bearer ${adminToken}` },
      multipart: {
        phoneNumber: contact.e164,
        name: "Gerardo Foto",
        channel: "whatsapp",
        caption: "Esta es la pieza que necesito",
        file: { name: "pieza.png", mimeType: "image/png", buffer: BLUE_PNG },
      },
    });
    const body = (await sent.json()) as {
      isOk: boolean;
      data: { conversationId: number; contactId: number };
    };
    expect(body.isOk).toBe(true);

    await signIn(page, USERS.norteSupervisor);
    await apiPost(request, await pageToken(page), "/api/wp/TakePendient", {
      id: body.data.conversationId,
      agentId: 0,
    });
    await page.goto(`/home?ci=${body.data.contactId}&tp=notification&st=Active`);
    await expect(page.getByTestId("conversation-contact")).toHaveText("Gerardo Foto");
    const photo = page.getByTestId("message-image");
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute("src", /^blob:/);
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    await expect(page.getByTestId("message-list")).toContainText("Esta es la pieza que necesito");
    await snap(page, "media-01-photo-in-conversation");

    await page.getByRole("button", { name: "Abrir imagen pieza.png" }).click();
    const viewer = page.getByRole("dialog", { name: "pieza.png" });
    await expect(viewer.getByRole("img", { name: "pieza.png" })).toBeVisible();
    const download = page.waitForEvent("download");
    await viewer.getByRole("button", { name: "Descargar" }).click();
    expect((await download).suggestedFilename()).toBe("pieza.png");
    await snap(page, "media-02-photo-full-size");
    await page.keyboard.press("Escape");

    // The header's contacts dropdown shows the latest activity first.
    await page.getByRole("button", { name: "Contactos" }).click();
    const recent = page.getByTestId("contacts-panel");
    await expect(recent.getByRole("menuitem").first()).toContainText("Gerardo Foto");
    await snap(page, "media-03-recent-contacts");
  });
});
