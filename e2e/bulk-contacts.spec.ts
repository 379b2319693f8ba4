import { CONTACTS_PAGE_SIZE, type ContactDetail, type Label } from "@consola/shared";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { checkScreen, expect, screenSettled, signIn, test, USERS } from "./fixtures.js";
import { apiPost, apiToken, newPhone, settled } from "./helpers-workspace.js";

/** A contact's name takes letters only: a stamp's digits become letters. */
const letters = (digits: string) => digits.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "a");

/** More contacts with the word than a page holds, so "all matching" reaches past the page on screen. */
const FILLERS = CONTACTS_PAGE_SIZE;

/**
 * Norte's admin, through the API, makes a label and the contacts the search finds by one word: Alma, Bruno and
 * Ciro, who sort first, and a page's worth more after them.
 */
async function contactsWithWord(request: APIRequestContext, word: string) {
  const token = await apiToken(request, USERS.norteAdmin);
  const label = await apiPost<Label>(request, token, "/api/labels/SaveLabel", {
    name: `Masiva ${word}`,
    color: "grape",
    description: "",
  });
  const names = ["Alma", "Bruno", "Ciro"].map((first) => `${first} ${word}`);
  const fillers = Array.from({ length: FILLERS }, (_, index) => `Zoe ${word} ${letters(String(index))}`);
  // Ten at a time: a page's worth of contacts one by one is most of this journey's time.
  const all = [...names, ...fillers];
  for (let start = 0; start < all.length; start += 10) {
    await Promise.all(
      all.slice(start, start + 10).map((name) =>
        apiPost<ContactDetail>(request, token, "/api/admin/AddContact", {
          name,
          phoneNumber: newPhone().e164,
        }),
      ),
    );
  }
  return { label, names: names as [string, string, string] };
}

const rowOf = (page: Page, name: string): Locator =>
  page
    .getByTestId("contact-row")
    .filter({ has: page.getByRole("button", { name: `Ver el detalle de ${name}` }) });

/** The job's dialog: waits for its result, looks at it, and closes it. */
async function bulkResult(page: Page, title: string, changed: string, screen: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByTestId("bulk-changed")).toHaveText(changed);
  await expect(dialog.getByText("Acción terminada", { exact: true })).toBeVisible();
  await settled(dialog);
  await checkScreen(page, screen);
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toBeHidden();
  return dialog;
}

test.describe("contacts in bulk (/contact)", () => {
  test("a supervisor labels two contacts picked with shift-click, then takes the label off every match", async ({
    page,
    request,
  }) => {
    const word = `Lote${letters(Date.now().toString().slice(-6))}`;
    const { label, names } = await contactsWithWord(request, word);
    const [alma, bruno, ciro] = names;
    const total = names.length + FILLERS;

    // The search by the word: the first page of its contacts, each with its checkbox.
    await signIn(page, USERS.norteSupervisor, { at: "/contact" });
    await page.getByRole("searchbox", { name: "Buscar contactos" }).fill(word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
    await expect(page.getByTestId("contacts-count")).toHaveText(`${total} contactos`);
    await expect(page.getByTestId("contact-row")).toHaveCount(CONTACTS_PAGE_SIZE);
    await expect(rowOf(page, alma)).toBeVisible();

    // Alma, then Bruno with shift: the range between them.
    await rowOf(page, alma)
      .getByRole("checkbox", { name: `Seleccionar ${alma}` })
      .click();
    await rowOf(page, bruno)
      .getByRole("checkbox", { name: `Seleccionar ${bruno}` })
      .click({ modifiers: ["Shift"] });
    const toolbar = page.getByRole("toolbar", { name: "Acciones con los seleccionados" });
    await expect(toolbar).toContainText("2 seleccionados");
    await expect(rowOf(page, ciro).getByRole("checkbox")).not.toBeChecked();
    await screenSettled(page);
    await checkScreen(page, "bulk-contacts-01-selected");

    // Add the label, chosen by keyboard: focus starts on the first box of the list.
    await toolbar.getByRole("button", { name: "Agregar etiquetas" }).click();
    const adding = page.getByRole("dialog", { name: "Agregar etiquetas" });
    await expect(adding).toContainText("A los 2 contactos seleccionados.");
    const box = adding.getByRole("checkbox", { name: label.name, exact: true });
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
    await settled(adding);
    await checkScreen(page, "bulk-contacts-02-add-dialog");
    await adding.getByRole("button", { name: "Agregar", exact: true }).click();
    await bulkResult(page, "Agregando etiquetas", "2 cambiaron", "bulk-contacts-03-added");

    // The chips on the two rows; the selection is gone.
    await expect(rowOf(page, alma).getByText(label.name)).toBeVisible();
    await expect(rowOf(page, bruno).getByText(label.name)).toBeVisible();
    await expect(rowOf(page, ciro).getByText(label.name)).toHaveCount(0);
    await expect(toolbar).toBeHidden();

    // The whole page, then every contact the search matches.
    await page.getByRole("checkbox", { name: "Seleccionar los de esta página" }).check();
    await expect(toolbar).toContainText(`${CONTACTS_PAGE_SIZE} seleccionados`);
    await page.getByRole("button", { name: `Seleccionar los ${total} contactos que coinciden` }).click();
    await expect(toolbar).toContainText("Todos los que coinciden");
    await expect(page.getByTestId("select-matching")).toContainText(
      `Están seleccionados los ${total} contactos que coinciden.`,
    );
    await screenSettled(page);
    await checkScreen(page, "bulk-contacts-04-all-matching");

    await toolbar.getByRole("button", { name: "Quitar etiquetas" }).click();
    const removing = page.getByRole("dialog", { name: "Quitar etiquetas" });
    await expect(removing).toContainText("A todos los contactos que coinciden");
    await removing.getByRole("checkbox", { name: label.name, exact: true }).check();
    await removing.getByRole("button", { name: "Quitar", exact: true }).click();
    const result = page.getByRole("dialog", { name: "Quitando etiquetas" });
    await expect(result.getByTestId("bulk-skipped")).toContainText(`No tenía las etiquetas: ${total - 2}`);
    await bulkResult(page, "Quitando etiquetas", "2 cambiaron", "bulk-contacts-05-removed");

    await expect(page.getByTestId("contact-row").getByText(label.name)).toHaveCount(0);
    await expect(toolbar).toBeHidden();
  });
});
