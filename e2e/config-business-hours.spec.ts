import { BUSINESS_HOURS_MESSAGES, type BusinessHours, type Holiday } from "@consola/shared";
import type { APIRequestContext } from "@playwright/test";
import { checkScreen, expect, signIn, test, USERS } from "./fixtures.js";
import { apiPost, pageToken } from "./helpers-workspace.js";

async function hoursOf(request: APIRequestContext, token: string): Promise<BusinessHours> {
  const response = await request.get("/api/config/GetBusinessHours", {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: BusinessHours }).data;
}

test.describe("business hours (/config/outOfTime)", () => {
  test("an admin edits the week, imports Colombia's festivos, writes the message and sees 'ahora'", async ({
    page,
    request,
  }) => {
    await signIn(page, USERS.andinoAdmin);
    const token = await pageToken(page);
    const seeded = await hoursOf(request, token);
    try {
      await page.goto("/config/outOfTime");
      const monday = page.getByTestId("day-1");
      await expect(monday.getByRole("textbox", { name: "Abre el lunes (horario 1)" })).toHaveValue("09:00");
      await expect(monday.getByRole("textbox", { name: "Cierra el lunes (horario 1)" })).toHaveValue("18:00");
      await expect(page.getByTestId("day-7")).toContainText("Cerrado");
      // "Ahora" is the server's answer, with the same rule the bots use.
      await expect(page.getByTestId("open-now")).toHaveText(
        seeded.openNow ? "Ahora: abierto" : "Ahora: cerrado",
      );
      await expect(page.getByTestId("business-clock")).toContainText("Hora de la empresa:");
      await checkScreen(page, "config-business-hours-01-start");

      // A second interval that overlaps the first is flagged under the day as it is typed.
      await monday.getByRole("button", { name: "Agregar horario al lunes" }).click();
      const secondOpens = monday.getByRole("textbox", { name: "Abre el lunes (horario 2)" });
      await expect(secondOpens).toHaveValue("19:00");
      await secondOpens.fill("17:00");
      await expect(page.getByTestId("day-1-error")).toHaveText("Los horarios del lunes se traslapan");
      await checkScreen(page, "config-business-hours-02-overlap");
      await secondOpens.fill("19:00");
      await expect(page.getByTestId("day-1-error")).toBeHidden();

      // Sunday opens 10:00 to 14:00; a badly typed time says how to write it.
      const sunday = page.getByTestId("day-7");
      await sunday.getByRole("button", { name: "Agregar horario al domingo" }).click();
      await sunday.getByRole("textbox", { name: "Abre el domingo (horario 1)" }).fill("10");
      await sunday.getByRole("textbox", { name: "Cierra el domingo (horario 1)" }).fill("14:00");
      await page.getByRole("button", { name: "Guardar horario" }).click();
      await expect(page.getByText(BUSINESS_HOURS_MESSAGES.opensInvalid)).toBeVisible();
      await sunday.getByRole("textbox", { name: "Abre el domingo (horario 1)" }).fill("10:00");
      await expect(page.getByText(BUSINESS_HOURS_MESSAGES.opensInvalid)).toBeHidden();

      // Colombia's festivos of this year, previewed, then added all at once.
      await page.getByRole("button", { name: "Importar días oficiales" }).click();
      const importer = page.getByRole("dialog", { name: "Días festivos oficiales" });
      await expect(importer.getByRole("combobox", { name: "País" })).toHaveValue("Colombia");
      const official = importer.getByTestId("official-holidays").getByRole("row");
      await expect(official.filter({ hasText: "Batalla de Boyacá" })).toBeVisible();
      const count = await official.count();
      expect(count).toBeGreaterThanOrEqual(17);
      await checkScreen(page, "config-business-hours-03-import");
      await importer.getByRole("button", { name: `Agregar todos (${count})` }).click();
      await expect(importer).toBeHidden();
      const holidayRows = page.getByTestId("holiday-row");
      await expect(holidayRows).toHaveCount(count);

      // A day of its own, by keyboard: Enter in the name adds it, not the whole page.
      const year = (await hoursOf(request, token)).localTime.slice(0, 4);
      await page.getByLabel("Fecha", { exact: true }).fill(`${year}-12-31`);
      const holidayName = page.getByRole("textbox", { name: "Nombre" });
      await holidayName.fill("Inventario anual");
      await holidayName.press("Enter");
      await expect(holidayRows).toHaveCount(count + 1);
      await expect(holidayRows.filter({ hasText: "Inventario anual" })).toBeVisible();
      // Removing them all asks first; cancelling keeps them.
      await page.getByRole("button", { name: "Quitar todos" }).click();
      const confirm = page.getByRole("dialog", { name: "Quitar todos los días festivos" });
      await expect(confirm).toContainText(`¿Quitar los ${count + 1} días festivos de la lista?`);
      await confirm.getByRole("button", { name: "Cancelar" }).click();
      await expect(holidayRows).toHaveCount(count + 1);

      // Switched on with no message: the server's rule shows under the field.
      const message = page.getByRole("textbox", { name: "Mensaje" });
      await message.fill("");
      const switchOn = page.getByRole("switch", { name: "Aplicar el horario de atención" });
      await switchOn.check();
      await page.getByRole("button", { name: "Guardar horario" }).click();
      await expect(page.getByText(BUSINESS_HOURS_MESSAGES.messageRequired)).toBeVisible();

      // The placeholders, and the preview with the business's name and a sample contact.
      await message.fill("Hola ");
      await page.getByRole("button", { name: "Insertar _NAME_" }).click();
      await message.press("End");
      await message.pressSequentially(", en ");
      await page.getByRole("button", { name: "Insertar _BUSINESS_" }).click();
      await message.press("End");
      await message.pressSequentially(" abrimos el lunes a las 9:00.");
      await expect(message).toHaveValue("Hola _NAME_, en _BUSINESS_ abrimos el lunes a las 9:00.");
      await expect(page.getByTestId("message-preview")).toHaveText(
        "Hola María Pérez, en Café Andino abrimos el lunes a las 9:00.",
      );
      await checkScreen(page, "config-business-hours-04-message");
      await page.getByRole("button", { name: "Guardar horario" }).click();
      await expect(page.getByText("Horario de atención guardado")).toBeVisible();
      await expect(page.getByTestId("unsaved")).toBeHidden();

      const saved = await hoursOf(request, token);
      expect(saved.enabled).toBe(true);
      expect(saved.intervals).toContainEqual({ weekday: 1, opensAt: "19:00", closesAt: "21:00" });
      expect(saved.intervals).toContainEqual({ weekday: 7, opensAt: "10:00", closesAt: "14:00" });
      expect(saved.holidays).toContainEqual({ day: `${year}-12-31`, name: "Inventario anual" });
      expect(saved.outOfHoursMessage).toBe("Hola _NAME_, en _BUSINESS_ abrimos el lunes a las 9:00.");

      // After a reload the page shows what was saved.
      await page.reload();
      await expect(
        page.getByTestId("day-7").getByRole("textbox", { name: "Abre el domingo (horario 1)" }),
      ).toHaveValue("10:00");
      await expect(page.getByTestId("holiday-row")).toHaveCount(count + 1);
      await expect(page.getByTestId("open-now")).toHaveText(
        saved.openNow ? "Ahora: abierto" : "Ahora: cerrado",
      );
    } finally {
      // Back to the demo's hours for the journeys that follow.
      await apiPost<BusinessHours>(request, token, "/api/config/SaveBusinessHours", {
        enabled: seeded.enabled,
        intervals: seeded.intervals,
        holidays: seeded.holidays satisfies Holiday[],
        outOfHoursMessage: seeded.outOfHoursMessage,
      });
    }
  });
});
