import { readFile } from "node:fs/promises";
import { CONTACT_MESSAGES } from "@consola/shared";
import { checkScreen, expect, signIn, test, USERS } from "./fixtures.js";
import { newPhone } from "./helpers-workspace.js";

/** Contact names take letters only: a run's stamp is spelled with letters (0 → a, 1 → b…). */
const stamp = () =>
  Date.now()
    .toString()
    .slice(-5)
    .replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));

test.describe("contact import", () => {
  test("the admin imports a CSV with one bad row, sees the counts, downloads the rejected row and finds the contact", async ({
    page,
  }) => {
    const name = `Importada Prueba ${stamp()}`;
    const other = `Segunda Prueba ${stamp()}`;
    const [phone, otherPhone] = [newPhone(), newPhone()];
    const csv = [
      "Persona;Celular;Correo;Empresa",
      `${name};${phone.typed};importada@correo.mx;Refacciones del Norte`,
      `${other};${otherPhone.typed};;`,
      "Fila Mala;123;;",
    ].join("\r\n");

    await signIn(page, USERS.norteAdmin);
    await page.getByTestId("sidebar-menu").getByRole("link", { name: "Contactos" }).click();
    await expect(page.getByTestId("contacts-table")).toBeVisible();
    await page.getByRole("button", { name: "Importar contactos" }).click();
    const dialog = page.getByRole("dialog", { name: "Importar contactos" });
    await expect(dialog.getByRole("button", { name: "Archivo de contactos" })).toBeVisible();
    await checkScreen(page, "contacts-import-01-file");

    await dialog.locator('input[type="file"]').setInputFiles({
      name: "clientes.csv",
      mimeType: "application/vnd.ms-excel",
      buffer: Buffer.from(csv, "utf8"),
    });
    await dialog.getByRole("button", { name: "Continuar" }).click();
    const preview = dialog.getByRole("table", { name: "Primeras filas de clientes.csv" });
    await expect(preview).toContainText(name);
    // "Persona" is not a header the server knows: the name column is chosen by hand.
    const nameColumn = dialog.getByRole("combobox", { name: "Dato de la columna «Persona»" });
    await expect(nameColumn).toHaveValue("No importar");
    await expect(dialog.getByRole("combobox", { name: "Dato de la columna «Celular»" })).toHaveValue(
      "Teléfono",
    );
    await checkScreen(page, "contacts-import-02-mapping");

    await nameColumn.click();
    await page.getByRole("option", { name: "Nombre", exact: true }).click();
    await expect(nameColumn).toHaveValue("Nombre");
    await dialog.getByRole("button", { name: "Importar contactos" }).click();

    await expect(dialog.getByText("Importación terminada")).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByTestId("import-read")).toHaveText("3");
    await expect(dialog.getByTestId("import-created")).toHaveText("2");
    await expect(dialog.getByTestId("import-rejected")).toHaveText("1");
    await expect(dialog.getByRole("row", { name: `4 ${CONTACT_MESSAGES.phoneInvalid}` })).toBeVisible();
    await checkScreen(page, "contacts-import-03-result");

    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Descargar rechazados" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Contactos_rechazados.csv");
    const content = await readFile(await file.path(), "utf8");
    expect(content.startsWith("\uFEFF")).toBe(true);
    expect(content.slice(1).trim().split(/\r\n/)).toEqual([
      "Fila,Motivo,Persona,Celular,Correo,Empresa",
      `4,${CONTACT_MESSAGES.phoneInvalid},Fila Mala,123,,`,
    ]);

    // The footer's button, not the close icon of the title bar (both say "Cerrar").
    await dialog.getByRole("button", { name: "Cerrar" }).last().click();
    await page.getByRole("searchbox", { name: "Buscar contactos" }).fill(phone.typed.slice(-6));
    await expect(page.getByTestId("contact-row")).toHaveCount(1);
    await expect(page.getByTestId("contact-row")).toContainText(name);
    await page
      .getByRole("button", { name: `Ver el detalle de ${name}` })
      .first()
      .click();
    await expect(page.getByTestId("contact-detail")).toContainText("Refacciones del Norte");
    await expect(page.getByTestId("contact-detail")).toContainText("Manual");
  });
});
