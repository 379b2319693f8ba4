import { DATABASE_PASS, expect, signIn, snap, test, USERS } from "./fixtures.js";
import { apiToken, contactWrites, newPhone } from "./helpers-workspace.js";

test.describe("notifications bell", { tag: DATABASE_PASS }, () => {
  test("lists new contacts live, removes one, and removes all after a confirmation", async ({
    page,
    request,
  }) => {
    const adminToken = await apiToken(request, USERS.andinoAdmin);
    await signIn(page, USERS.andinoAgent1);
    const bell = page.getByRole("button", { name: /^Notificaciones/ });
    await expect(page.getByTestId("hub-status")).toHaveAttribute("data-state", "connected");

    const names = ["Lucía Arbeláez", "Tomás Quintero", "Sara Velásquez"];
    for (const name of names) {
      await contactWrites(request, adminToken, {
        phoneNumber: newPhone().e164,
        name,
        message: `Hola, soy ${name}`,
      });
    }
    await expect(bell).toHaveAccessibleName(/Notificaciones: [3-9]/);
    await bell.click();
    const panel = page.getByTestId("notifications-panel");
    await panel.getByRole("tab", { name: /Generales/ }).click();
    const items = panel.getByRole("tabpanel").getByTestId("notification-item");
    for (const name of names) await expect(items.filter({ hasText: name })).toBeVisible();
    const before = await items.count();
    await snap(page, "notifications-01-general");

    await items
      .filter({ hasText: "Tomás Quintero" })
      .getByRole("button", { name: "Eliminar notificación" })
      .click();
    await expect(items.filter({ hasText: "Tomás Quintero" })).toHaveCount(0);
    await expect(items).toHaveCount(before - 1);

    await panel.getByRole("tabpanel").getByRole("button", { name: "Eliminar todas" }).click();
    const confirm = page.getByRole("dialog", { name: "Eliminar notificaciones" });
    await expect(confirm).toContainText("¿Eliminar todas las notificaciones Generales?");
    await snap(page, "notifications-02-confirm-remove-all");
    // Cancelling keeps them.
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(confirm).toBeHidden();
    await expect(items).toHaveCount(before - 1);
    await panel.getByRole("tabpanel").getByRole("button", { name: "Eliminar todas" }).click();
    await confirm.getByRole("button", { name: "Eliminar todas" }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByRole("tabpanel")).toContainText("Sin notificaciones");
    await snap(page, "notifications-03-empty");

    // Still empty after a reload: the server removed them.
    await page.reload();
    await page.getByRole("button", { name: /^Notificaciones/ }).click();
    await page
      .getByTestId("notifications-panel")
      .getByRole("tab", { name: /Generales/ })
      .click();
    await expect(page.getByTestId("notifications-panel").getByRole("tabpanel")).toContainText(
      "Sin notificaciones",
    );
  });
});
