import { readFile } from "node:fs/promises";
import {
  CONTACT_EXPORT_COLUMNS,
  CONTACT_EXPORT_CONSENT_COLUMNS,
  CONTACT_IMPORT_FIELD_LABELS,
  CONTACT_IMPORT_TEXT_FIELDS,
  CONTACT_MESSAGES,
  type ContactField,
} from "@consola/shared";
import { checkScreen, expect, screenSettled, signIn, snap, test, USERS } from "./fixtures.js";
import { apiPost, newPhone, pageToken } from "./helpers-workspace.js";

/** Contact names take letters only: a run's stamp is spelled with letters (0 → a, 1 → b…). */
const stamp = () =>
  Date.now()
    .toString()
    .slice(-5)
    .replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));

test.describe("contacts", () => {
  test("the admin creates, searches, edits, opts out and exports a contact", async ({ page, request }) => {
    const name = `Graciela Prueba ${stamp()}`;
    const phone = newPhone();
    await signIn(page, USERS.norteAdmin);
    await page.getByTestId("sidebar-menu").getByRole("link", { name: "Contactos" }).click();
    await expect(page.getByTestId("contacts-table")).toBeVisible();
    await snap(page, "contacts-01-list-admin");

    await page.getByRole("button", { name: "Nuevo contacto" }).click();
    await expect(page).toHaveURL(/\/contact\?new=new$/);
    const form = page.getByRole("form", { name: "Nuevo contacto" });
    const nameBox = form.getByRole("textbox", { name: "Nombre", exact: true });
    await nameBox.pressSequentially("Graciela2");
    // A character outside the names pattern is not taken; what was typed stays, with a hint (decision 008).
    await expect(nameBox).toHaveValue("Graciela");
    await expect(form.getByText("No se aceptó «2»", { exact: false })).toBeVisible();
    await nameBox.fill("");
    await nameBox.pressSequentially("José Pérez-Núñez O'Brien");
    await expect(nameBox).toHaveValue("José Pérez-Núñez O'Brien");
    await nameBox.fill(name);
    const phoneBox = form.getByRole("textbox", { name: "Teléfono", exact: true });
    await expect(phoneBox).toHaveAttribute("placeholder", "Número a 10 dígitos");
    await phoneBox.pressSequentially("81234");
    await form.getByRole("button", { name: "Guardar contacto" }).click();
    await expect(form.getByText(CONTACT_MESSAGES.phoneInvalid)).toBeVisible();
    await snap(page, "contacts-02-form-errors");

    // A number another contact has: the server's message shows beside the form.
    await phoneBox.fill("");
    await phoneBox.pressSequentially("8181234567");
    await expect(phoneBox).toHaveValue("+52 81 8123 4567");
    await form.getByRole("button", { name: "Guardar contacto" }).click();
    await expect(form.getByTestId("form-error")).toHaveText(CONTACT_MESSAGES.phoneTaken);
    await snap(page, "contacts-03-server-message");

    await phoneBox.fill("");
    await phoneBox.pressSequentially(phone.typed);
    await form.getByRole("textbox", { name: "Dirección" }).fill("Av. Hidalgo #250, Centro");
    await form.getByRole("textbox", { name: "Empresa" }).fill("Transportes del Valle");
    await form.getByRole("button", { name: "Guardar contacto" }).click();
    await expect(page.getByText(CONTACT_MESSAGES.created)).toBeVisible();
    const detail = page.getByTestId("contact-detail");
    await expect(detail).toContainText(name);
    await expect(detail).toContainText("Transportes del Valle");
    await expect(page).toHaveURL(/\/contact\?tok=\d+$/);
    await snap(page, "contacts-04-created-detail");

    await detail.getByRole("button", { name: "Editar" }).click();
    const editForm = page.getByRole("form", { name: "Editar contacto" });
    await editForm.getByRole("textbox", { name: "Clasificación" }).fill("Cliente frecuente");
    await editForm.getByRole("button", { name: "Guardar contacto" }).click();
    await expect(page.getByText(CONTACT_MESSAGES.updated)).toBeVisible();
    await expect(page.getByTestId("contact-detail")).toContainText("Cliente frecuente");
    await page.keyboard.press("Escape");

    await page.getByRole("searchbox", { name: "Buscar contactos" }).fill(phone.typed.slice(-6));
    await expect(page.getByTestId("contact-row")).toHaveCount(1);
    await expect(page.getByTestId("contact-row")).toContainText(name);
    await snap(page, "contacts-05-search");
    // Several words, in any order and without accents: each starts a word of the name.
    const [, , stamped = ""] = name.split(" ");
    const searchBox = page.getByRole("searchbox", { name: "Buscar contactos" });
    await expect(searchBox).toHaveAccessibleDescription(/en cualquier orden/);
    await searchBox.fill(`${stamped.slice(0, 3)} prueba GRACI`);
    await expect(page).toHaveURL(/GRACI/);
    await screenSettled(page);
    await expect(page.getByTestId("contact-row")).toHaveCount(1);
    await expect(page.getByTestId("contact-row")).toContainText(name);
    await checkScreen(page, "contacts-05b-search-several-words");

    await page.getByRole("button", { name: `Más acciones para ${name}` }).click();
    await page.getByRole("menuitem", { name: "Dar de baja de mensajes (opt-out)" }).click();
    const confirm = page.getByRole("dialog", { name: "Dar de baja de mensajes" });
    await expect(confirm).toContainText(`¿${name} ya no quiere recibir mensajes?`);
    await snap(page, "contacts-06-opt-out-confirmation");
    await confirm.getByRole("button", { name: "Dar de baja" }).click();
    await expect(page.getByText(CONTACT_MESSAGES.optedOut)).toBeVisible();
    await expect(page.getByTestId("contact-row").getByTestId("opt-badge")).toHaveText("No recibe mensajes");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Contactos.csv");
    const csv = (await readFile(await file.path(), "utf8")).replace(/^\uFEFF/, "");
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    // The spec's four columns first, then every further field the import takes back, then the business's
    // own fields in their order, by name.
    const fields = await apiPost<ContactField[]>(
      request,
      await pageToken(page),
      "/api/contacts/ListContactFields",
    );
    expect(header?.split(",")).toEqual([
      ...CONTACT_EXPORT_COLUMNS,
      ...CONTACT_IMPORT_TEXT_FIELDS.slice(2).map((field) => CONTACT_IMPORT_FIELD_LABELS[field]),
      ...fields.map((field) => field.name),
      ...CONTACT_EXPORT_CONSENT_COLUMNS,
    ]);
    const mine = rows.find((line) => line.startsWith(name));
    expect(mine, "the new contact is in the export").toBeDefined();
    expect(mine).toContain(phone.e164);
    expect(mine).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Manual,/);
    // Its consent closes the row: opted out, when, and by the admin who did it.
    expect(mine).toMatch(/,No,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Una persona de la empresa \(.+\)$/);
    await snap(page, "contacts-07-exported");
  });

  test("the admin registers a contact who does not accept messages, then erases it on request", async ({
    page,
  }) => {
    const name = `Borrable Prueba ${stamp()}`;
    const phone = newPhone();
    await signIn(page, USERS.norteAdmin);
    await page.goto("/contact?new=new");
    const form = page.getByRole("form", { name: "Nuevo contacto" });
    await form.getByRole("textbox", { name: "Nombre", exact: true }).fill(name);
    await form.getByRole("textbox", { name: "Teléfono", exact: true }).pressSequentially(phone.typed);
    // The consent it starts with is the form's: this one said no, and the detail says who registered it.
    const consent = form.getByRole("switch", { name: "Acepta mensajes" });
    await expect(consent).toBeChecked();
    await consent.press("Space");
    await expect(consent).not.toBeChecked();
    await form.getByRole("button", { name: "Guardar contacto" }).click();
    const detail = page.getByTestId("contact-detail");
    await expect(detail).toContainText(name);
    await expect(detail.getByTestId("opt-badge")).toHaveText("No recibe mensajes");
    await expect(detail).toContainText(/Registro manual \(.+\)/);

    await detail.getByRole("button", { name: "Borrar sus datos" }).click();
    const dialog = page.getByRole("dialog", { name: "Borrar los datos del contacto" });
    const field = dialog.getByRole("textbox", { name: /Escribe su número para confirmar/ });
    await expect(field).toBeFocused();
    await field.fill("8100000000");
    await field.press("Enter");
    await expect(dialog.getByText("El número escrito no es el del contacto")).toBeVisible();
    await checkScreen(page, "contacts-10-erase-confirmation");
    await field.fill(phone.typed);
    await field.press("Enter");
    await expect(page.getByText(CONTACT_MESSAGES.erased(0, 0))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole("searchbox", { name: "Buscar contactos" }).fill(phone.typed.slice(-6));
    await expect(page.getByText(/Ningún contacto coincide/)).toBeVisible();
  });

  test("supervisors and agents work with contacts but have no export", async ({ page, browser }) => {
    await signIn(page, USERS.norteSupervisor);
    await page.goto("/contact");
    await expect(page.getByTestId("contacts-table")).toBeVisible();
    await expect(page.getByRole("button", { name: "Nuevo contacto" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Exportar CSV" })).toHaveCount(0);

    const agentContext = await browser.newContext();
    const agent = await agentContext.newPage();
    await signIn(agent, USERS.norteAgent1);
    await agent.getByTestId("sidebar-menu").getByRole("link", { name: "Contactos" }).click();
    await expect(agent.getByTestId("contacts-table")).toBeVisible();
    await expect(agent.getByRole("button", { name: "Exportar CSV" })).toHaveCount(0);
    await agent.getByRole("button", { name: "Ver el detalle de Jorge Salinas" }).first().click();
    await expect(agent.getByTestId("contact-detail")).toContainText("Taller Salinas");
    await snap(agent, "contacts-08-agent-detail");
    await agentContext.close();
  });
});
