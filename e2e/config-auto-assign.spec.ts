import { type AssignableAgent, AUTO_ASSIGN_MESSAGES, type AutoAssignSettings } from "@consola/shared";
import type { APIRequestContext, Page } from "@playwright/test";
import { checkScreen, expect, signIn, test, USERS } from "./fixtures.js";
import { apiPost, pageToken } from "./helpers-workspace.js";

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { isOk: boolean; data: T };
  expect(body.isOk).toBe(true);
  return body.data;
}

/** Back to the demo's settings: other journeys expect chats to stay pending in Norte. */
async function restore(request: APIRequestContext, page: Page) {
  const token = await pageToken(page);
  const agents = await apiPost<AssignableAgent[]>(request, token, "/api/admin/ListAgents", {});
  await apiPost(request, token, "/api/config/SaveAutoAssign", {
    enabled: false,
    byArea: false,
    maxChatsPerAgent: 5,
    whenNobody: "queue",
    agents: agents.map((agent) => ({ id: agent.id, maxOpenChats: null })),
  });
}

test.describe("automatic assignment (/config/company-assing-agent)", () => {
  test("an admin sets the rules and an agent's own capacity, by mouse and by keyboard", async ({
    page,
    request,
  }) => {
    await signIn(page, USERS.norteAdmin);
    try {
      await page.goto("/config/company-assing-agent");
      const switchOn = page.getByRole("switch", { name: "Asignar automáticamente los chats nuevos" });
      await expect(switchOn).not.toBeChecked();
      const rows = page.getByTestId("agent-row");
      await expect(rows.filter({ hasText: "Ana López" })).toContainText("Ventas");
      await expect(rows.filter({ hasText: "Luis Hernández" })).toContainText("Refacciones");
      await expect(page.getByTestId("agents-count")).toContainText("agentes");
      await checkScreen(page, "config-auto-assign-01-start");

      // Search by name or area, ignoring accents; nothing found says so.
      const search = page.getByRole("searchbox", { name: "Buscar agentes" });
      await search.fill("refacc");
      await expect(rows.filter({ hasText: "Luis Hernández" })).toBeVisible();
      await expect(rows.filter({ hasText: "Ana López" })).toHaveCount(0);
      await search.fill("zzz");
      await expect(page.getByText("Ningún agente coincide con «zzz»")).toBeVisible();
      await search.fill("");
      await expect(rows.filter({ hasText: "Ana López" })).toBeVisible();

      // Switching on and off again leaves nothing to save.
      await switchOn.click();
      await expect(page.getByTestId("unsaved")).toBeVisible();
      await switchOn.click();
      await expect(page.getByTestId("unsaved")).toBeHidden();

      // An empty business number is refused with the server's text, under the field.
      const perAgent = page.getByRole("textbox", { name: "Chats por agente" });
      await perAgent.fill("");
      await page.getByRole("button", { name: "Guardar asignación" }).click();
      await expect(page.getByText(AUTO_ASSIGN_MESSAGES.maxChatsRange)).toBeVisible();
      await expect(page.getByRole("alert")).toContainText("Corrige los campos marcados antes de guardar.");
      await checkScreen(page, "config-auto-assign-02-invalid");

      // By keyboard: type the number, choose by area and the fallback, give Ana her own number, Enter saves.
      await perAgent.fill("3");
      await page.getByRole("radio", { name: "Solo los agentes del área del chat" }).check();
      await page
        .getByRole("radio", { name: "Se asigna a cualquier agente disponible de la empresa" })
        .check();
      const anaCapacity = page.getByRole("textbox", { name: "Máximo de chats de Ana López" });
      await expect(anaCapacity).toHaveAttribute("placeholder", "Empresa (3)");
      await anaCapacity.focus();
      await page.keyboard.type("8");
      await page.keyboard.press("Enter");
      await expect(page.getByText("Asignación automática guardada")).toBeVisible();
      await expect(page.getByTestId("unsaved")).toBeHidden();

      const token = await pageToken(page);
      expect(await apiGet<AutoAssignSettings>(request, token, "/api/config/GetAutoAssign")).toEqual({
        enabled: false,
        byArea: true,
        maxChatsPerAgent: 3,
        whenNobody: "any_area",
      });
      const agents = await apiPost<AssignableAgent[]>(request, token, "/api/admin/ListAgents", {});
      expect(agents.find((agent) => agent.name === "Ana López")?.maxOpenChats).toBe(8);
      expect(agents.find((agent) => agent.name === "Luis Hernández")?.maxOpenChats).toBeNull();

      // What was saved is what the page shows after a reload.
      await page.reload();
      await expect(page.getByRole("textbox", { name: "Chats por agente" })).toHaveValue("3");
      await expect(page.getByRole("radio", { name: "Solo los agentes del área del chat" })).toBeChecked();
      await expect(page.getByRole("textbox", { name: "Máximo de chats de Ana López" })).toHaveValue("8");
      await checkScreen(page, "config-auto-assign-03-saved");

      // Clearing Ana's number gives her the business's again; discarding puts the saved one back.
      await page.getByRole("textbox", { name: "Máximo de chats de Ana López" }).fill("");
      await expect(page.getByTestId("unsaved")).toBeVisible();
      await page.getByRole("button", { name: "Descartar cambios" }).click();
      await expect(page.getByRole("textbox", { name: "Máximo de chats de Ana López" })).toHaveValue("8");
    } finally {
      await restore(request, page);
    }
  });
});
