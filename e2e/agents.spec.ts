import { AGENT_MESSAGES } from "@consola/shared";
import type { Page } from "@playwright/test";
import { DATABASE_PASS, expect, signIn, snap, test, USERS } from "./fixtures.js";

function agentRow(page: Page, name: string) {
  return page.getByTestId("agent-row").filter({ hasText: name });
}

test.describe("Agentes conectados", { tag: DATABASE_PASS }, () => {
  test("an agent switches to not available and back; the admin's open /agent follows at once", async ({
    page,
    browser,
  }) => {
    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await signIn(admin, USERS.norteAdmin);
      await admin.goto("/agent");
      await expect(admin.getByTestId("hub-status")).toHaveAttribute("data-state", "connected");

      await signIn(page, USERS.norteAgent2);
      await page.getByRole("banner").getByRole("link", { name: "Agentes conectados" }).click();
      await expect(page).toHaveURL(/\/agent$/);
      const mine = page.getByTestId("my-availability");
      // Signing in connects through the hub: the agent starts the day available.
      await expect(mine.getByTestId("availability")).toHaveText("Disponible");
      const toggle = mine.getByRole("switch", { name: "Disponible para recibir chats" });
      await expect(toggle).toBeChecked();
      await snap(page, "agents-01-agent-available");
      const row = agentRow(admin, "Luis Hernández");
      await expect(row.getByTestId("availability")).toHaveText("Disponible");

      // No "Actualizar" and no wait for a poll: the hub tells the admin's console (AgentAvailability).
      await toggle.click();
      await expect(page.getByText(AGENT_MESSAGES.notAvailable)).toBeVisible();
      await expect(mine.getByTestId("availability")).toHaveText("No disponible");
      await expect(toggle).not.toBeChecked();
      await snap(page, "agents-02-agent-not-available");
      await expect(row.getByTestId("availability")).toHaveText("No disponible");
      await expect(row.getByTestId("inactive-time")).toHaveText(/^\d{2,}:\d{2}$/);
      await expect(admin.getByTestId("counter-notAvailable").getByTestId("counter-value")).not.toHaveText(
        "0",
      );
      await snap(admin, "agents-03-admin-sees-not-available");

      await toggle.click();
      await expect(page.getByText(AGENT_MESSAGES.available)).toBeVisible();
      await expect(mine.getByTestId("availability")).toHaveText("Disponible");
      await expect(row.getByTestId("availability")).toHaveText("Disponible");
    } finally {
      await adminContext.close();
    }
  });

  test("a platform admin picks the business to see its agents", async ({ page }) => {
    await signIn(page, USERS.super);
    await page.getByTestId("sidebar-menu").getByRole("link", { name: "Agentes conectados" }).click();
    await expect(page.getByText("Elige una empresa para ver a sus agentes")).toBeVisible();
    await expect(page.getByRole("switch")).toHaveCount(0);
    await snap(page, "agents-04-platform-pick");

    await page.getByRole("combobox", { name: "Empresa" }).click();
    await page.getByRole("option", { name: "Café Andino" }).click();
    await expect(page).toHaveURL(/business_id=2/);
    await expect(agentRow(page, "Valentina Ríos")).toBeVisible();
    await expect(agentRow(page, "Ana López")).toHaveCount(0);
    await snap(page, "agents-05-platform-andino");
  });
});
